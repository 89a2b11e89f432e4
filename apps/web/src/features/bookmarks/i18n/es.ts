import type { SpanishOf } from '@/i18n/core';
import type { bookmarksTexts as englishBookmarksTexts } from './en';
import type { bookmarksMore as englishBookmarksMore } from './en';

export const bookmarksTexts: SpanishOf<typeof englishBookmarksTexts> = {
  pleaseLogInToView: 'Inicia sesión para ver tus respuestas guardadas.',
  loadingBookmarks: 'Cargando respuestas guardadas',
  noBookmarksYetSaveMessages:
    'Todavía no hay respuestas guardadas. Guarda mensajes de tus chats para verlos aquí.',
  bookmarks: 'Guardados',
  yourBookmarks: 'Tus respuestas guardadas',
  repliesYouSavedFromYour: 'Respuestas que guardaste de tus chats.',
  removeBookmark: 'Quitar de guardados',
  openChat: 'Abrir el chat',
  bookmarksBrief: 'Guardados · Brief',
};

export const bookmarksMore: SpanishOf<typeof englishBookmarksMore> = {
  showLess: 'Ver menos',
  showMore: 'Ver más',
  failedToLoadBookmarksFrom:
    'No se pudieron cargar las respuestas guardadas del servidor. Solo se muestran las guardadas en este navegador.',
  failedToDeleteBookmarkFrom: 'No se pudo eliminar del servidor, pero se quitó de este navegador.',
  youMustBeLoggedIn: 'Inicia sesión para guardar mensajes',
  savedSuccessfully: 'Guardada',
  messageHasBeenSavedTo: 'El mensaje se ha guardado en Guardados',
  errorSavingMessage: 'Error al guardar el mensaje',
  theMessageCouldNotBe: 'No se pudo guardar el mensaje en el servidor',
};
