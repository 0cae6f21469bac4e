"""The characters the bundled font keeps (read by make_font.py and by the tests).

No third-party imports: the GUI and tests can use these sets without fontTools.
"""

from __future__ import annotations

import re
from pathlib import Path

# Piece names in the order of resources.pieces.KINDS: king, advisor, elephant, horse, rook,
# cannon, pawn.
RED_PIECES = "帥仕相俥傌炮兵"
BLACK_PIECES = "將士象車馬砲卒"
SIMPLIFIED_RED = "帅仕相车马炮兵"         # the same pieces in simplified characters (the board follows the notation)
SIMPLIFIED_BLACK = "将士象车马炮卒"
# Simplified and variant names seen in notation and in the UI.
PIECE_VARIANTS = "帅将车马包"

RIVER = "楚河漢界汉"
NUMERALS = "一二三四五六七八九十"
FULLWIDTH_DIGITS = "０１２３４５６７８９"
NOTATION = "进退平前后中進後"

ASCII = "".join(chr(c) for c in range(0x20, 0x7F))
# Full-width ASCII forms (WXF moves such as "Ｃ２＝５" are written with them).
FULLWIDTH_ASCII = "".join(chr(c) for c in range(0xFF01, 0xFF5F))
PUNCTUATION = "，。、；：？！…—–·“”‘’「」『』（）《》〈〉【】〔〕～　・￥×÷±°％‰→←↑↓"

# A generous list of words a Simplified-Chinese xiangqi program shows: menus, dialogs, rules,
# clocks, analysis, levels. Whole words are listed so that a translator's natural choice of
# characters is likely to be covered; only the characters matter.
UI_WORDS = """
红方 黑方 红黑 胜负 和棋 将军 困毙 长捉 长将 长杀 长拦 长跟 长兑 长献 长打 一将一捉 闲着
重复局面 规则 违例 违规 判负 判和 认输 投降 提和 求和 接受 拒绝 同意 悔棋 撤销 重做
新对局 新游戏 新局 再来一局 翻转棋盘 复制 粘贴 剪切 删除 导出图片 导入 截图 设置 选项 偏好
语言 声音 音效 音量 静音 开始 结束 暂停 继续 停止 上一步 下一步 第一步 最后一步 第几步
着法 记录 棋谱 打谱 复盘 演示 轮到 走棋 行棋 提示 思考中 计算 电脑 人机对战 双人对战
人人对弈 执红 执黑 红先 黑先 先手 后手 等级 难度 初学 入门 业余 专业 大师 特级 新手
初级 中级 高级 顶级 最强 时间 时钟 计时 倒计时 小时 分钟 秒 读秒 超时 加秒 每步 限时 用时
剩余 文件 打开 保存 另存为 最近 编辑 退出 帮助 关于 确定 取消 是 否 警告 错误 继续 分析
注释 变着 变例 主变 候选 最佳 最好 好棋 妙着 劣着 失误 漏着 疑问 标记 书签 评论 备注
关闭 打印 预览 图片 尺寸 宽度 高度 像素 缩放 放大 缩小 旋转 镜像 正常 默认 自定义 应用
重置 确认 返回 下一个 上一个 首 末 跳到 跳转 前进 后退 自动 播放 速度 间隔 循环
简体中文 繁體中文 繁体 英文 英语 日文 越南文 汉字 系统 跟随 开启 启用 禁用 显示 隐藏
文档 手册 教程 使用说明 指南 快捷键 版本 更新 检查 主页 网站 反馈 报告 问题 异常 崩溃
日志 调试 开发者 团队 感谢 致谢 许可证 协议 开源 免费 软件 程序 窗口 全屏 视图 工具栏
菜单 状态栏 面板 列表 标签页 左侧 右侧 顶部 底部 引擎 搜索 深度 节点 每秒 评估 评分
分数 局势 优势 劣势 均势 开局 中局 残局 排局 杀法 布局 库 题目 解答 答案 挑战 练习
简单 普通 困难 专家 容易 无法 不能 不合法 非法 合法 有效 无效 失败 成功 找不到 不存在
已存在 覆盖 替换 确定要 吗 会丢失 未保存的更改 修改 放弃 仍然 请 格式 文件名 路径 目录
文件夹 磁盘 空间 权限 访问 读取 写入 损坏 不支持 未知 编码 解析 第 行 列 字符 期望
得到 缺少 多余 超出 范围 过长 过短 必须 应该 只能 仅 至少 至多 不超过 以上 以下
人工智能 建议 推荐 胜率 绝杀 连杀 步杀 必胜 必败 将死 无子可动 对方 己方 我方 敌方
双方 棋子 棋盘 样式 传统 国际 经典 木纹 背景 外观 主题 颜色 字体 大小 河界 九宫 士角
蹩马腿 塞象眼 过河 底线 飞将 照面 对面笑 白脸将 吃子 被吃 保护 有根 无根 进攻 防守
反击 牵制 抽将 闷宫 铁门栓 马后炮 卧槽马 挂角 重炮 双车 兑子 送将 应将 照将 弃子
让子 让先 让双马 摆棋 编辑局面 清空 初始局面 载入 文本 剪贴板 移动 拖动 单击 双击 右键
鼠标 键盘 玩家 棋手 对手 选手 姓名 名字 用户 本地 网络 在线 离线 回合 手数 步数 次数
自然限着 六十回合 五十 赛事 比赛 日期 地点 结果 事件 轮次 作者 版权 信息 详情 名称
标题 描述 内容 类型 数值 数量 总计 状态 模式 当前 全部 部分 每 各 些 什么 怎样 哪里
谁 何 呢 吧 啊 稍候 等待 正在 完成 加载 的 了 在 我 你 他 她 它 们 这 那 个 有 无 不
没 也 都 就 要 能 可以 到 从 向 对 为 与 及 或 而 但 如果 因为 所以 此 其 已经 还 再
又 更 最 很 太 多 少 大 小 高 低 快 慢 好 坏 真 假 年 月 日 周 今天 昨天 明天 现在
之前 之后 以后 以前 时候 当 次 号 位 处 里 外 内 间 方向 位置 状况 情况 原因 理由
提出 宣布 宣判 裁判 仲裁 亚洲 中国 象棋 协会 世界 规则集 条款 说明 解释 详细 简要
例如 注意 重要 提醒 欢迎 使用 谢谢 再见 选择 输入 输出 按 击 点 确保 允许 禁止 启动
正确 错误的 答对 答错 再试 重试 放弃 成绩 排名 积分 统计 胜 负 和 局 盘 子 手 步 着
攻 守 吃 捉 拦 兑 献 跟 杀 将 闲 送 逼 拴 顶 打 叫 挡 垫 解 吊 挺 冲 飞 跳 出 巡 沉
横 竖 直 斜 边 线 路 格 交叉 纵 宫 角 眼 腿 岸 营 阵 棋局 对局 对弈 下棋 学习 研究
两 三 看 查看 观看 立即 技术 技巧 展开 收起 满 犯规 休息 室 摸子 触摸 走子 落子 起子 复位
单 双 只 仅限 带 含 包含 除 去 来 过 给 让 把 被 用 由 于 以 之 并 且 则 即 便 使 得 令
恢复 复原 还原 记谱 进展 执行 符号 连续 出现 高手 总则 原则 细则 条款 均 常见 正常 程序
工作室 休闲 判定 摸子规则 吃掉 换 交换 升变 走法 坐标 术语 符号 图标 预设 配置 参数 高亮
箭头 动画 最后一着 上一着 下一着 着数 计数 复盘 自动保存 崩溃恢复 恢复对局 已保存 导出成功
左 右 中间 旁边 附近 距离 远 近 长 短 宽 窄 深 浅 轻 重 新 旧 空 满 开 关 升 降 增 减
"""

# Every character of these groups; pieces.py and the board need the first six.
REQUIRED = RED_PIECES + BLACK_PIECES + SIMPLIFIED_RED + SIMPLIFIED_BLACK + PIECE_VARIANTS + RIVER + NUMERALS + NOTATION

_TS_TEXT = re.compile(r"[^\x00-\x7f]")


def ui_characters() -> set[str]:
    """The built-in UI word list as a set of characters (whitespace left out)."""
    return {ch for ch in UI_WORDS if not ch.isspace()}


def translation_characters(i18n_dir: Path) -> set[str]:
    """Every non-ASCII character of the Qt translation files (*.ts) in ``i18n_dir``."""
    chars: set[str] = set()
    for ts in sorted(i18n_dir.glob("*.ts")):
        chars.update(_TS_TEXT.findall(ts.read_text(encoding="utf-8")))
    return {ch for ch in chars if not ch.isspace()}


def wanted_characters(i18n_dir: Path | None = None) -> set[str]:
    """The whole character set of the subset font."""
    chars = set(REQUIRED + FULLWIDTH_DIGITS + ASCII + FULLWIDTH_ASCII + PUNCTUATION)
    chars |= ui_characters()
    if i18n_dir is not None and i18n_dir.is_dir():
        chars |= translation_characters(i18n_dir)
    return chars
