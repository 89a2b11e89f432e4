import type { SpanishOf } from '@/i18n/core';
import type {
  budgetTexts as englishBudgetTexts,
  common as englishCommon,
  fieldNames as englishFieldNames,
  reasonTexts as englishReasonTexts,
} from './en';

export const common: SpanishOf<typeof englishCommon> = {
  unknownDate: 'Fecha desconocida',
  untitledConversation: 'Conversación sin título',
  newChat: 'Nuevo chat',
  never: 'Nunca',
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
  error_unavailable: 'Brief se está reiniciando. Vuelve a intentarlo en un momento.',
  error_over_limit: 'Supera un límite de tamaño.',
  error_unprocessable: 'Nombra algo que no existe.',
  error_budget_exhausted:
    'Se ha agotado un presupuesto mensual del que cuentan estas ejecuciones. Un administrador puede ampliarlo.',
};

export const budgetTexts: SpanishOf<typeof englishBudgetTexts> = {
  customerSpent: 'Se ha agotado el presupuesto mensual del cliente {name}: {spent} de {monthly}.',
  teamSpent: 'Se ha agotado el presupuesto mensual del equipo {name}: {spent} de {monthly}.',
  userSpent: 'Se ha agotado tu presupuesto mensual: {spent} de {monthly}.',
  customerNear: 'El cliente {name} ha usado el {percent} % de su presupuesto mensual: {spent} de {monthly}.',
  teamNear: 'El equipo {name} ha usado el {percent} % de su presupuesto mensual: {spent} de {monthly}.',
  userNear: 'Has usado el {percent} % de tu presupuesto mensual: {spent} de {monthly}.',
  raisedByAdmins: 'Un administrador puede ampliarlo.',
  raisedByLeads: 'Un administrador o un responsable de {team} puede ampliarlo.',
  refusedUntilRaised: 'Las nuevas respuestas se rechazan hasta que se amplíe.',
};

export const reasonTexts: SpanishOf<typeof englishReasonTexts> = {
  invalid: 'Revisa {field}: su valor no es válido.',
  email_taken: 'Ya existe un usuario con este correo electrónico.',
  email_domain: 'Solo se admiten correos electrónicos de {domain}.',
  email_mismatch: 'El correo electrónico no coincide con el de la cuenta que se está creando.',
  unknown_team: 'Estos equipos ya no existen: {teams}. Recarga la página y vuelve a elegir.',
  own_admin_rights:
    'No puedes quitarte tus propios permisos de administrador; pídeselo a otro administrador.',
  disable_self: 'No puedes desactivar tu propia cuenta.',
  confirm_mismatch: 'El correo escrito no es el de esta persona.',
  delete_self: 'No puedes eliminar tu propia cuenta.',
  last_admin: 'Brief necesita al menos un administrador activo: haz administrador a otra persona primero.',
  password_from_google: 'Este usuario inicia sesión con Google y no tiene contraseña que restablecer.',
  password_from_oidc:
    'Este usuario inicia sesión con el proveedor OpenID de la empresa y no tiene contraseña que restablecer.',
  app_name_taken: 'Ya existe un equipo con el nombre de aplicación «{name}».',
  team_id_taken: 'Ya existe un equipo con el identificador «{name}».',
  customer_name_taken: 'Este equipo ya tiene un cliente llamado «{name}».',
  specialist_name_taken: 'Este equipo ya tiene un especialista llamado «{name}».',
  specialist_order:
    'Los especialistas del equipo cambiaron mientras tanto. Recarga la página y vuelve a intentarlo.',
  document_unreadable: '«{name}» no tiene texto que el agente pueda leer.',
  share_own_email: 'Ese es tu propio correo electrónico; comparte con compañeros.',
  share_not_colleague:
    'No puedes compartir con {emails}. Solo los compañeros con una cuenta activa pueden leer un chat compartido.',
  share_unknown_team: 'No perteneces a ese equipo, o ya no existe.',
  reply_running: 'Ya se está escribiendo una respuesta en este chat. Espera a que termine o detenla.',
  chat_changed: 'El chat cambió mientras tanto; no se guardó nada. Vuelve a intentarlo.',
  file_already_sent: 'El archivo ya se envió con otro mensaje.',
  only_last_reply: 'Solo se puede regenerar la última respuesta.',
  no_question: 'Esta respuesta no contesta a ninguna pregunta que se pueda volver a hacer.',
  edit_own_only: 'Solo puedes editar tus propios mensajes.',
  no_messages_to_name: 'El chat aún no tiene mensajes con los que ponerle nombre.',
  no_title: 'El modelo de lenguaje no propuso ningún título. Vuelve a intentarlo.',
  model_timeout: 'El modelo de lenguaje no respondió a tiempo. Vuelve a intentarlo.',
  model_unavailable: 'El modelo de lenguaje no está disponible ahora mismo. Vuelve a intentarlo.',
  reply_interrupted: 'La respuesta se interrumpió antes de terminar. Vuelve a intentarlo.',
  file_too_large: '«{name}» supera el límite de subida de {limitMb} MB.',
  too_many_files: 'Se pueden subir como máximo {limit} archivos a la vez.',
  upload_malformed: 'No se pudo leer la subida. Vuelve a intentarlo.',
  no_file: 'La subida no contiene ningún archivo.',
  runs_per_minute:
    'Has pedido {limit} respuestas en el último minuto, el máximo permitido. Vuelve a intentarlo dentro de {wait}.',
  uploads_per_day:
    'Esta subida superaría tu límite de subidas de {limitMb} MB al día (quedan {leftMb} MB). Vuelve a intentarlo dentro de {wait}.',
  upload_over_day: 'Esta subida supera el límite de subidas de {limitMb} MB al día.',
  exports_own_share:
    'Tus otras exportaciones aún se están preparando. Vuelve a intentarlo cuando alguna esté lista.',
  exports_busy: 'Se están preparando muchas exportaciones ahora mismo. Vuelve a intentarlo en un momento.',
  event_streams: 'Como máximo {limit} pestañas reciben novedades a la vez; cierra una y recarga.',
  rules_too_many: 'Una lista de reglas de marca admite como máximo {limit} entradas.',
  rules_too_long: 'Una regla de marca es demasiado larga: como máximo {limit} caracteres.',
  memory_too_long: 'Demasiado largo: como máximo {limit} caracteres.',
  memory_status_move:
    'Alguien revisó este dato mientras tanto. Vuelve a cargar la lista para verlo como está ahora.',
  connector_commands_off:
    'Los comandos están desactivados en este servidor: su operador los permite con CONNECTORS_ALLOW_COMMANDS=true.',
  connector_address:
    'Se rechaza la dirección de {host}: Brief se conecta por https, o por http solo a los hosts que el operador incluye en CONNECTORS_ALLOWED_HOSTS, y nunca a una dirección privada o local que no esté en la lista.',
  connector_unreachable:
    'Brief no pudo llegar al servidor del conector. Comprueba su dirección, que está en marcha y que habla MCP.',
  connector_unknown_tool: 'El servidor no ofrece (ya) estas herramientas: {tools}.',
  connector_unknown_param: 'El conector no declara (ya) estos ajustes: {params}.',
  connector_name_taken: 'Ya existe un conector llamado «{name}».',
  secrets_key_missing:
    'No se pueden guardar secretos hasta que el operador defina SECRETS_KEY en el servidor.',
};

export const fieldNames: SpanishOf<typeof englishFieldNames> = {
  email: 'el correo electrónico',
  emails: 'las direcciones de correo',
  password: 'la contraseña',
  name: 'el nombre',
  title: 'el título',
  message: 'el mensaje',
  description: 'la descripción',
  instructions: 'las instrucciones',
  profile: 'el perfil',
  app_name: 'el nombre de la aplicación',
  id: 'el identificador',
  teams: 'los equipos',
  agents: 'los equipos',
  teamId: 'el equipo',
  specialists: 'los especialistas',
  customerName: 'el cliente',
  query: 'la búsqueda',
  transport: 'el transporte',
  url: 'la URL',
  headers: 'las cabeceras',
  command: 'el comando',
  args: 'los argumentos',
  env: 'las variables de entorno',
  params: 'los ajustes por cliente',
  tools: 'las herramientas',
};
