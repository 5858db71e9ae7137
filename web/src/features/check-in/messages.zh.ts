// The Simplified Chinese copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the screen when Simplified Chinese is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { checkInMessages } from './messages';

export const zh = {
  'qrScanner.title': '签到',
  'qrScanner.intro': '扫描健身房前台的二维码签到，为本次到访赚取 XP。',
  'qrScanner.empty.bookings': '查看今天的预约',
  'qr.camera.title': '用相机扫描',
  'qr.camera.start': '打开相机',
  'qr.camera.stop': '关闭相机',
  'qr.camera.video': '相机预览',
  'qr.camera.unsupported': '此浏览器无法使用相机，请在下方输入代码。',
  'qr.camera.denied': '相机无法启动（权限被拒绝？），请在下方输入代码。',
  'qr.manual.title': '或输入代码',
  'qr.manual.label': '健身房代码',
  'qr.manual.hint': '代码位于健身房前台二维码下方，例如 FG-7K2Q-M9XH，每 30 秒更换一次。',
  'qr.manual.invalid': '这不是健身房代码。请扫描前台的二维码，或输入其下方的 8 个字符。',
  'qr.submit': '签到',
  'checkin.done': '已在 {gym} 签到！',
  'checkin.xp': '+{xp} XP · 共 {total} XP · 等级 {level}',
  'checkin.streak': '{days, plural, other {连续签到 # 天}}（最佳 {best} 天）',
  'checkin.seeProgress': '查看进度',
  'checkin.queued': '已保存——恢复联网后将发送你的签到，结果送达后会显示在这里。',
  'checkin.refused': '签到被拒绝',
  'checkin.refused.noBooking': '你现在没有可签到的到访：签到在到访前 15 分钟开放，到访结束时关闭。',
  'checkin.refused.wrongCode': '这不是你预约的健身房的当前代码，请重新扫描前台的二维码。',
  'checkin.refused.payAtDesk': '本次到访需在前台付款：请在前台出示预约码，工作人员会在你付款时为你签到。',
  'checkin.refused.already': '你已为本次到访签到。',
  'checkin.refused.cancelled': '此预约已取消，无法签到。',
  'checkin.refused.tooLate': '此签到的扫描时间已超过 6 小时，无法再被接受。',
  'checkin.refused.travel': '相对于距上次签到的时间，此次签到的地点太远。请在你所在的健身房签到。',
  'checkin.refused.other': '签到未成功，请重试。',
} satisfies Translation<typeof checkInMessages>;
