import type { SpanishOf } from '@/i18n/core';
import type { libraryTexts as englishLibraryTexts } from './en';

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
