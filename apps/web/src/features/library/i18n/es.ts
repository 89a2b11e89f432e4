import type { SpanishOf } from '@/i18n/core';
import type { libraryTexts as englishLibraryTexts } from './en';
import type { libraryMore as englishLibraryMore } from './en';
import type { libraryLabels as englishLibraryLabels } from './en';
import type { libraryMoreLabels as englishLibraryMoreLabels } from './en';
import type { librarySharing as englishLibrarySharing } from './en';

export const libraryTexts: SpanishOf<typeof englishLibraryTexts> = {
  loadingMessages: 'Cargando mensajes',
  failedToLoadChatsFrom: 'No se pudieron cargar los chats de la biblioteca',
  noMessagesFoundInThis: 'No hay mensajes en esta conversación.',
  continueWithThisConversation: 'Continuar esta conversación',
  loadingLibrary: 'Cargando la biblioteca...',
  noChatsInYourLibrary: 'Todavía no hay chats en tu biblioteca.',
  noChatsHereYet: 'Todavía no hay chats aquí.',
  showMore: 'Ver más',
  pleaseLogInToView: 'Inicia sesión para ver tus chats.',
  loadingChats: 'Cargando chats',
  loadingMoreChats: 'Cargando más chats',
  searchChats: 'Buscar chats',
  searchTitlesAndMessages: 'Buscar en títulos y mensajes…',
  searchingChats: 'Buscando chats',
  failedToLoadChats: 'No se pudieron cargar los chats',
  searchResults: 'Resultados de la búsqueda',
  text: '“',
  text2: '”',
  libraryBrief: 'Biblioteca · Brief',
  yourChats: 'Tus chats',
  everyConversationYouHaveHad: 'Todas tus conversaciones, de la más reciente a la más antigua.',
  favoriteChatsBrief: 'Chats favoritos · Brief',
  favoriteChats: 'Chats favoritos',
  theConversationsYouStarred: 'Las conversaciones que marcaste como favoritas.',
};

export const libraryMore: SpanishOf<typeof englishLibraryMore> = {
  you: 'Tú: ',
  assistant: 'Asistente: ',
  favoriteChats: 'Chats favoritos',
  yourStarredConversations: 'Tus conversaciones favoritas',
  chats: 'Chats',
  yourMostRecentChats: 'Tus chats más recientes',
  removeFromFavorites: 'Quitar {title} de favoritos',
  addToFavorites: 'Añadir {title} a favoritos',
  rename: 'Cambiar el nombre de {title}',
  noChatsMatch: 'Ningún chat coincide con «{text}».',
  failedToRenameChat: 'No se pudo cambiar el nombre del chat',
  chatRenamed: 'Nombre del chat cambiado',
  chatTitleUpdatedSuccessfully: 'El título del chat se ha actualizado.',
  failedToUpdateFavoriteStatus: 'No se pudo actualizar el favorito',
  favoriteUpdated: 'Favorito actualizado',
};

export const libraryLabels: SpanishOf<typeof englishLibraryLabels> = {
  Today: 'Hoy',
  'This Week': 'Esta semana',
  Older: 'Anteriores',
  'No chats found.': 'No se encontraron chats.',
  'Failed to load chats': 'No se pudieron cargar los chats',
  'No favorite chats found.': 'No se encontraron chats favoritos.',
  'Star some chats to see them here!': '¡Marca algunos chats como favoritos para verlos aquí!',
  'Failed to load favorite chats': 'No se pudieron cargar los chats favoritos',
};

export const libraryMoreLabels: SpanishOf<typeof englishLibraryMoreLabels> = {
  'Chat added to favorites.': 'Chat añadido a favoritos.',
  'Chat removed from favorites.': 'Chat quitado de favoritos.',
};

export const librarySharing: SpanishOf<typeof englishLibrarySharing> = {
  sharedWithMe: 'Compartidos conmigo',
  sharedWithMeHint:
    'Chats que tus colegas compartieron contigo, del más reciente al más antiguo. Léelos, expórtalos o continúa uno como copia propia.',
  nothingSharedYet: 'Todavía nadie ha compartido nada contigo.',
  sharedBy: 'Compartido por {name}',
  loadingShared: 'Cargando los chats compartidos contigo…',
  failedToLoadShared: 'No se pudieron cargar los chats compartidos contigo',
};
