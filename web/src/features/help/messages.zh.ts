// The Simplified Chinese copy of ./messages.ts (the same keys and placeholders; messages/catalogues.test.ts
// checks it). It loads with the screen when Simplified Chinese is shown.
import type { Translation } from '../../i18n/messages/registry';
import type { helpMessages } from './messages';

export const zh = {
  'help.intro': '会员最常问的问题解答：搜索或按主题浏览。',
  'help.search': '搜索帮助中心',
  'help.searchButton': '搜索',
  'help.results': '找到 {count, plural, other {# 篇文章}}与“{query}”相关',
  'help.noResults': '没有与“{query}”匹配的文章。试试其他关键词，或联系我们。',
  'help.browse': '按主题浏览',
  'help.back': '所有帮助主题',
  'help.related': '关于{category}的更多内容',
  'help.more': '仍未解决？',
  'help.contact': '联系客服',
  'helpCentre.category.booking': '预约',
  'helpCentre.category.cancellation': '取消与退款',
  'helpCentre.category.checkin': '签到',
  'helpCentre.category.rewards': 'XP 和 SweatCoins',
  'helpCentre.category.wallet': '钱包',
  'helpCentre.category.offline': '离线使用',
  'helpCentre.category.privacy': '隐私',
  'helpCentre.category.partners': '合作伙伴',
  'helpCentre.category.account': '你的账户',
  'helpCentre.title.book-visit': '如何预约健身房到访？',
  'helpCentre.body.book-visit':
    '打开“健身房”，选择一家健身房和日期，挑一个还有名额的时间，然后点按“立即预约”。价格按次计算，以你所在地区的货币显示；预约会立即出现在“预约”中，即使离线也一样。',
  'helpCentre.title.book-professional': '预约教练或营养师',
  'helpCentre.body.book-professional':
    '打开“教练”或“营养师”，按专长、价格和评分比较认证专业人士，然后在其日历中选择空闲时间。课程开始前 2 小时可免费取消。',
  'helpCentre.title.booking-payment': '到访付款：银行卡或 SweatCoins',
  'helpCentre.body.booking-payment':
    '结算时，你可以选择在健身房刷卡或使用 SweatCoins 支付。每 1 美元价格对应 10 SweatCoins，且仅在预约确认时扣除 SweatCoins。',
  'helpCentre.title.cancel-booking': '如何取消预约？',
  'helpCentre.body.cancel-booking':
    '打开“预约”，选择该到访并点按“取消预约”。距开始 2 小时以上取消免费：SweatCoins 立即退还，你的名额会让给其他人。',
  'helpCentre.title.late-cancellation': '临时取消与爽约',
  'helpCentre.body.late-cancellation':
    '距开始不足 2 小时时，预约无法在应用内取消，因为健身房已为你保留了名额。如果是健身房方面出了问题，请提交客服工单，我们会进行核查。',
  'helpCentre.title.refunds': '退款如何支付？',
  'helpCentre.body.refunds':
    '用 SweatCoins 支付的预约会立即以 SweatCoins 退还。银行卡付款会在 5 到 10 个工作日内退回原卡。用 ETH 购买的 SweatCoins 不可退款。',
  'helpCentre.title.checkin-qr': '用二维码签到',
  'helpCentre.body.checkin-qr':
    '每个预约都有一个签到码，在“预约”中以二维码和文字显示。到前台由工作人员扫描，或使用“扫码签到”自行扫描；你也可以手动输入代码。',
  'helpCentre.title.checkin-window': '我的签到码什么时候有效？',
  'helpCentre.body.checkin-window':
    '签到码从到访前 15 分钟起至到访结束有效，仅可使用一次。已使用过的代码或属于已取消预约的代码会被拒绝，并显示原因。',
  'helpCentre.title.checkin-offline': '无网络时签到',
  'helpCentre.body.checkin-offline':
    '如果健身房的 Wi-Fi 断了，照常签到即可：应用会保存签到及扫描时间，并在 6 小时内恢复连接时发送。无论发送多少次，都只计一次。',
  'helpCentre.title.earn-xp': '如何获得 XP？',
  'helpCentre.body.earn-xp':
    '每天第一次签到可获得 50 XP，按预约到访再加 25 XP，另有连续签到奖励。每周挑战还可额外获得 100 到 400 XP。居家和 VR 训练计入徽章，但不获得 XP。',
  'helpCentre.title.streaks': '连续签到如何计算？',
  'helpCentre.body.streaks':
    '连续签到按健身房所在地的日期，统计你连续签到的天数。断签一天时，只要第二天签到，连续记录就会保留，每周一次。连续签到每多一天，签到 XP 增加 10，最多 50。',
  'helpCentre.title.convert-xp': '将 XP 兑换为 SweatCoins',
  'helpCentre.body.convert-xp': '在“我的”中，以 10 XP 兑换 1 SweatCoin 的比例兑换，每次至少 10 XP。兑换不会降低你的等级或排行榜名次。',
  'helpCentre.title.levels-badges': '等级与徽章',
  'helpCentre.body.levels-badges':
    '等级随你累计获得的全部 XP 提升：100 XP 升至 2 级，400 升至 3 级，900 升至 4 级。徽章奖励首次签到、连续签到 7 天或完成十次居家训练等里程碑，并可解锁头像部件。',
  'helpCentre.title.leaderboards': '排行榜如何排名？',
  'helpCentre.body.leaderboards':
    '排行榜按在健身房获得的 XP 排名，可查看本周或总榜，范围为你所在地区或好友之间。只计入经过验证的签到，因此居家训练不会提升你的排名。',
  'helpCentre.title.connect-wallet': '连接加密货币钱包',
  'helpCentre.body.connect-wallet':
    '打开“钱包”，点按“连接钱包”：FitChoice 支持 MetaMask 等浏览器钱包。我们只读取你的地址、网络和余额；发送任何内容之前，钱包都会先征求你的确认。',
  'helpCentre.title.buy-sweatcoins': '用 ETH 购买 SweatCoins',
  'helpCentre.body.buy-sweatcoins':
    '在“钱包”或奖励商城中输入 ETH 金额：每 1 ETH 可购买 100,000 SweatCoins。每笔交易只入账一次，购买记录会显示在钱包历史中。',
  'helpCentre.title.purchase-pending': '我的购买显示为待处理',
  'helpCentre.body.purchase-pending': '购买会等待网络确认转账，或等待你恢复联网。它保存在你的设备上，完成后只入账一次；不会重复扣款。',
  'helpCentre.title.offline-use': 'FitChoice 可以离线使用吗？',
  'helpCentre.body.offline-use':
    '可以。你的预约、签到码和最近浏览的页面无需联网即可使用；离线时的所有操作都会保存在设备上，恢复联网后发送一次。',
  'helpCentre.title.pending-actions': '待处理和失败的操作',
  'helpCentre.body.pending-actions':
    '顶部栏中的标记显示等待发送的操作数量。打开它可以立即发送、重试失败的操作或将其放弃；被拒绝时会显示原因，例如时段已满。',
  'helpCentre.title.install-app': '在手机上安装 FitChoice',
  'helpCentre.body.install-app': '当应用提示时点按“立即安装”，或使用浏览器的“添加到主屏幕”。安装后的应用全屏打开、加载更快，并可离线使用。',
  'helpCentre.title.data-collected': '你们保存哪些数据？',
  'helpCentre.body.data-collected':
    '你的账户、预约、签到、奖励和设置，以及经你允许的大致位置。心情和健康数据绝不会显示在排行榜上或提供给雇主。我们不出售数据。',
  'helpCentre.title.delete-account': '导出或删除你的数据',
  'helpCentre.body.delete-account':
    '请提交主题为“我的账户”的客服工单，或发送邮件至 privacy@fitchoice.app。我们会在 30 天内回复。退出登录会立即从此设备上删除你的数据。',
  'helpCentre.title.location': '我的位置信息如何使用？',
  'helpCentre.body.location':
    '仅用于显示附近的健身房和设置你的地区。位置是大致的，在你的设备上缓存一小时，你也可以拒绝：改为在“设置”中手动选择地区。',
  'helpCentre.title.partner-join': '上架你的健身房或工作室',
  'helpCentre.body.partner-join':
    '健身房、教练和营养师通过合作伙伴注册提交资料和证书进行申请。获批后，你可以在合作伙伴后台管理你的信息、空闲时间和价格。',
  'helpCentre.title.partner-panel': '登录合作伙伴后台',
  'helpCentre.body.partner-panel':
    '使用你注册时的邮箱通过“合作伙伴登录”登录。首次登录时，需先更改我们发送给你的临时密码，之后后台才会打开。',
  'helpCentre.title.guest-account': '访客可以做什么？',
  'helpCentre.body.guest-account': '访客可以浏览整个应用。要用 SweatCoins 预约、获得 XP、保持连续签到或登上排行榜，请创建一个免费账户。',
  'helpCentre.title.home-workouts': '跟练与 VR 训练',
  'helpCentre.body.home-workouts':
    '选择一个跟练课程，点按“开始训练”，播放器会用提示音和可选的语音为每个间歇计时。完成的训练会保存到你的活动记录中（离线也可以），并计入徽章。',
  'helpCentre.title.avatar': '你的头像',
  'helpCentre.body.avatar':
    '在头像工作室中用体型、肤色、发型、表情、服装和配饰打造你的头像。有些部件通过徽章或等级解锁，有些用 SweatCoins 解锁。保存头像之前，会显示你的姓名首字母。',
  'helpCentre.title.enterprise': '企业版 FitChoice',
  'helpCentre.body.enterprise':
    '企业可为员工提供会员席位、公司排行榜和挑战。公司只能看到整体参与情况，绝不会看到任何人的健康或心情数据。请在企业页面联系我们。',
} satisfies Translation<typeof helpMessages>;
