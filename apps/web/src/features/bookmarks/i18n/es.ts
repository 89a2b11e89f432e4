import type { SpanishOf } from '@/i18n/core';
import type { bookmarksTexts as englishBookmarksTexts } from './en';

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
