import type { SpanishOf } from '@/i18n/core';
import type { componentsTexts as englishComponentsTexts } from './en';
import type { componentsMore as englishComponentsMore } from './en';
import type { componentsLabels as englishComponentsLabels } from './en';
import type { navLabels as englishNavLabels } from './en';
import type { shareTexts as englishShareTexts } from './en';
import type { exportTexts as englishExportTexts } from './en';
import type { waitWords as englishWaitWords } from './en';

export const componentsTexts: SpanishOf<typeof englishComponentsTexts> = {
  almostThere: '¡Ya casi está!',
  signingYouIn: 'Iniciando tu sesión',
  preparingYourWorkspace: 'Preparando tu espacio de trabajo…',
  cancel: 'Cancelar',
  keyboardShortcuts: 'Atajos de teclado',
  workFasterWithoutTheMouse: 'Trabaja más rápido sin el ratón.',
  brief: 'Brief',
  loading: 'Cargando...',
  close: 'Cerrar',
  briefHome: 'Inicio de Brief',
  main: 'Principal',
  replyWriting: 'Escribiendo…',
  aReplyIsBeingWritten: 'Se está escribiendo una respuesta',
};

export const componentsMore: SpanishOf<typeof englishComponentsMore> = {
  sessionExpired: 'Sesión caducada',
  yourSessionHasExpiredPlease: 'Tu sesión ha caducado. Vuelve a iniciar sesión.',
  signedOut: 'Sesión cerrada',
  youHaveBeenSignedOut: 'Has cerrado sesión en Brief.',
  signedIn: 'Sesión iniciada',
  welcomeToBrief: 'Te damos la bienvenida a Brief, {name}.',
  authenticationFailed: 'Error de autenticación',
  invalidEmailOrPasswordRemember:
    'Correo o contraseña incorrectos. Recuerda que solo se permiten direcciones de correo de la empresa.',
  couldNotSignInWith: 'No se pudo iniciar sesión con correo y contraseña',
  couldNotSignInWith2: 'No se pudo iniciar sesión con Google',
  tooManySignInAttempts:
    'Demasiados intentos fallidos de inicio de sesión. Vuelve a intentarlo dentro de {wait}.',
  emailPlaceholder: 'nombre@{domain}',
};

export const waitWords: SpanishOf<typeof englishWaitWords> = {
  seconds: { one: '{count} segundo', other: '{count} segundos' },
  minutes: { one: '{count} minuto', other: '{count} minutos' },
  hours: { one: '{count} hora', other: '{count} horas' },
};

export const componentsLabels: SpanishOf<typeof englishComponentsLabels> = {
  'New Chat': 'Nuevo chat',
  Home: 'Inicio',
  Bookmarks: 'Guardados',
  Favorites: 'Favoritos',
  Library: 'Biblioteca',
  Admin: 'Administración',
  'Show keyboard shortcuts': 'Ver los atajos de teclado',
  'Search the library': 'Buscar en la biblioteca',
  'New chat': 'Nuevo chat',
  'Focus the message box': 'Ir al cuadro de mensaje',
  'Stop the reply': 'Detener la respuesta',
  'Previous chat': 'Chat anterior',
  'Next chat': 'Chat siguiente',
  'Outside text fields': 'Fuera de los campos de texto',
  Chat: 'Chat',
  Customer: 'Cliente',
  'While a reply is written': 'Mientras se escribe una respuesta',
};

export const navLabels: SpanishOf<typeof englishNavLabels> = {
  home: 'Inicio',
  bookmarks: 'Guardados',
  favorites: 'Favoritos',
  library: 'Biblioteca',
  // "Administración" is wider than the rail; the page's own title says it whole.
  admin: 'Admin',
};

export const shareTexts: SpanishOf<typeof englishShareTexts> = {
  share: 'Compartir',
  shareChat: 'Compartir el chat',
  shareChatNamed: 'Compartir {title}',
  whoCanRead:
    'Los colegas con quienes lo compartas pueden leer este chat, exportarlo y continuarlo como copia propia. Nunca cambian el tuyo.',
  colleaguesEmails: 'Correos de los colegas',
  emailsHint: 'Correos de la empresa, separados por comas o espacios.',
  team: 'Equipo',
  noTeam: 'Ningún equipo',
  everyoneInTeam: 'Todos los que tienen este equipo',
  sharing: 'Compartiendo…',
  nameSomeone: 'Escribe el correo de un colega o elige un equipo.',
  sharedWith: 'Compartido con',
  notSharedYet: 'Aún no se ha compartido con nadie.',
  teamShare: 'Todo el equipo {team}',
  revoke: 'Revocar',
  revokeShare: 'Revocar el acceso de {who}',
  sharedToast: 'Chat compartido',
  revokedToast: 'Acceso revocado',
  couldNotShare: 'No se pudo compartir el chat',
  couldNotRevoke: 'No se pudo revocar el acceso',
  loadingShares: 'Cargando…',
};

export const exportTexts: SpanishOf<typeof englishExportTexts> = {
  export: 'Exportar',
  exportChat: 'Exportar el chat',
  exportReply: 'Exportar la respuesta',
  exportBookmarks: 'Exportar los guardados',
  exportChatNamed: 'Exportar {title}',
  markdown: 'Markdown (.md)',
  word: 'Word (.docx)',
  pdf: 'PDF (.pdf)',
  exportFailed: 'No se pudo exportar',
};
