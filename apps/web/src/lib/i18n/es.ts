import type { SpanishOf } from '@/i18n/core';
import type { common as englishCommon } from './en';

export const common: SpanishOf<typeof englishCommon> = {
  unknownDate: 'Fecha desconocida',
  untitledConversation: 'Conversación sin título',
  newChat: 'Nuevo chat',
  somethingWentWrong: 'Algo salió mal. Vuelve a intentarlo.',
  networkError: 'No se pudo conectar con el servidor. Revisa tu conexión y vuelve a intentarlo.',
  error_bad_request: 'La solicitud no es válida.',
  error_unauthorized: 'Vuelve a iniciar sesión.',
  error_forbidden: 'No tienes acceso a esto.',
  error_not_found: 'Ya no existe.',
  error_conflict: 'Entra en conflicto con algo que ya existe.',
  error_payload_too_large: 'Es demasiado grande.',
  error_export_too_complex:
    'Es demasiado largo o complejo para exportarlo en este formato. Prueba otro formato o exporta respuestas sueltas.',
  error_rate_limited: 'Demasiados intentos. Espera un momento y vuelve a intentarlo.',
  error_internal: 'Algo salió mal en el servidor. Vuelve a intentarlo.',
  error_upstream: 'El servicio del asistente no respondió. Vuelve a intentarlo.',
};
