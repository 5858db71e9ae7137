// The Portuguese (Brazil) copy of ./messages.ts (the same keys and placeholders;
// messages/catalogues.test.ts checks it). It loads with the screen when Portuguese is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { checkInMessages } from './messages';

export const pt = {
  'qrScanner.title': 'Check-in',
  'qrScanner.intro': 'Escaneie o QR code da recepção da academia para fazer check-in e ganhar XP pela visita.',
  'qrScanner.empty.bookings': 'Ver as reservas de hoje',
  'qr.camera.title': 'Escanear com a câmera',
  'qr.camera.start': 'Ligar câmera',
  'qr.camera.stop': 'Desligar câmera',
  'qr.camera.video': 'Prévia da câmera',
  'qr.camera.unsupported': 'Este navegador não consegue usar a câmera. Digite o código abaixo.',
  'qr.camera.denied': 'A câmera não pôde ser ligada (permissão negada?). Digite o código abaixo.',
  'qr.manual.title': 'Ou digite o código',
  'qr.manual.label': 'Código da academia',
  'qr.manual.hint': 'Ele fica abaixo do QR code da recepção da academia, por ex. FG-7K2Q-M9XH, e muda a cada 30 segundos.',
  'qr.manual.invalid': 'Isso não é um código da academia. Escaneie o QR code da recepção ou digite os 8 caracteres abaixo dele.',
  'qr.submit': 'Fazer check-in',
  'checkin.done': 'Check-in feito na {gym}!',
  'checkin.xp': '+{xp} XP · {total} XP no total · nível {level}',
  'checkin.streak': '{days, plural, one {Sequência de # dia} many {Sequência de # dias} other {Sequência de # dias}} (recorde: {best})',
  'checkin.seeProgress': 'Ver seu progresso',
  'checkin.queued': 'Salvo: seu check-in será enviado quando você voltar a ficar on-line. O resultado aparece aqui.',
  'checkin.refused': 'Check-in recusado',
  'checkin.refused.noBooking':
    'Você não tem nenhuma visita para fazer check-in agora: o check-in abre 15 minutos antes da visita e fecha quando ela termina.',
  'checkin.refused.wrongCode': 'Este não é o código atual da academia que você reservou: escaneie de novo o código da recepção.',
  'checkin.refused.payAtDesk':
    'Esta visita é paga na recepção: mostre lá seu código de reserva e a equipe faz seu check-in quando você pagar.',
  'checkin.refused.already': 'Você já fez check-in nesta visita.',
  'checkin.refused.cancelled': 'Esta reserva foi cancelada, então não aceita check-in.',
  'checkin.refused.tooLate': 'Este check-in foi escaneado há mais de 6 horas e não pode mais ser aceito.',
  'checkin.refused.travel':
    'Este check-in está longe demais do anterior para o tempo entre eles. Faça check-in na academia onde você está.',
  'checkin.refused.other': 'O check-in não foi concluído. Tente novamente.',
} satisfies Translation<typeof checkInMessages>;
