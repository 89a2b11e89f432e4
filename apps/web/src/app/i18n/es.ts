import type { SpanishOf } from '@/i18n/core';
import type { appTexts as englishAppTexts } from './en';
import type { appMore as englishAppMore } from './en';

export const appTexts: SpanishOf<typeof englishAppTexts> = {
  chat: 'Chat',
  home: 'Inicio',
  pageNotFoundBrief: 'Página no encontrada · Brief',
  oopsPageNotFound: '¡Vaya! No encontramos la página',
  thePageYouWereLooking: 'La página que buscabas no existe o se ha movido.',
  returnToHome: 'Volver al inicio',
  goToChat: 'Ir al chat',
};

export const appMore: SpanishOf<typeof englishAppMore> = {
  newChat: 'Nuevo chat',
  library: 'Biblioteca',
  favorites: 'Favoritos',
  bookmarks: 'Guardados',
  admin: 'Administración',
};
