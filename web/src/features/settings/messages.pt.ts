// The Portuguese (Brazil) copy of ./messages.ts (the same keys and placeholders;
// messages/catalogues.test.ts checks it). It loads with the screen when Portuguese is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { settingsMessages } from './messages';

export const pt = {
  'theme.label': 'Tema',
  'theme.light': 'Claro',
  'theme.dark': 'Escuro',
  'theme.system': 'Sistema',
  'theme.systemHint': 'Sistema segue o modo claro ou escuro do seu aparelho.',
  'settings.region.hint': 'Os preços aparecem em {currency}. Escolher uma região também muda para o idioma dela.',
  'settings.region.manual': 'Escolhida por você.',
  'settings.region.automatic': 'Detectada pela sua localização.',
  'settings.region.follow': 'Detectar minha região pela localização',
  'settings.language.fallback':
    'O FitChoice ainda não foi traduzido para {language}: o texto está em inglês, e datas e números seguem o formato de {language}.',
  'settings.location': 'Localização',
  'settings.location.granted': 'O acesso à localização está permitido.',
  'settings.location.denied':
    'O acesso à localização está bloqueado. Permita nas configurações do site no seu navegador para encontrar as academias mais próximas; até lá usamos uma localização aproximada.',
  'settings.location.unknown': 'O FitChoice ainda não pediu sua localização.',
  'settings.location.position': 'Posição atual: {source}, com precisão de {accuracy}.',
  'settings.location.source.gps': 'pelo seu aparelho',
  'settings.location.source.ip': 'pela sua conexão de internet',
  'settings.location.source.cache': 'salva neste aparelho',
  'settings.location.source.default': 'estimada pelo seu fuso horário',
  'settings.location.use': 'Usar minha localização',
  'settings.location.locating': 'Procurando sua localização…',
  'settings.tutorial': 'Tour guiado',
  'settings.tutorial.body': 'Um tour de doze passos pelas principais telas do app.',
  'settings.tutorial.restart': 'Reiniciar o tour',
  'settings.onboarding.reset': 'Redefinir a apresentação',
  'settings.onboarding.reset.body': 'Mostra de novo os slides de apresentação na próxima vez que você sair, e depois o tour.',
  'settings.onboarding.reset.done': 'A apresentação e o tour vão aparecer de novo.',
  'settings.password': 'Senha',
  'settings.password.body': 'Troque a senha com que você entra. Os outros aparelhos conectados à sua conta são desconectados.',
  'settings.password.change': 'Trocar senha',
  'settings.data': 'Dados neste aparelho',
  'settings.data.body':
    'Remove deste aparelho suas configurações, telas salvas e tudo o que ainda não foi enviado, e encerra sua sessão aqui.',
  'settings.data.clear': 'Apagar dados locais',
  'settings.data.confirm': 'Apagar todos os dados do FitChoice deste aparelho? As ações ainda não enviadas serão perdidas.',
  'settings.data.confirmYes': 'Sim, apagar',
  'settings.data.cancel': 'Cancelar',
} satisfies Translation<typeof settingsMessages>;
