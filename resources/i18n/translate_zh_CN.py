"""Fill xiangqi_zh_CN.ts with our Simplified Chinese texts and compile it (pyside6-lupdate/lrelease).

Run from the project root after UI texts change:
    pyside6-lupdate app/view/*.py app/shell/*.py -ts resources/i18n/xiangqi_zh_CN.ts
    python resources/i18n/translate_zh_CN.py
    python resources/i18n/translate_zh_TW.py      # Traditional Chinese, converted from this table
"""

from __future__ import annotations

import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

HERE = Path(__file__).resolve().parent
TS = HERE / "xiangqi_zh_CN.ts"
QM = HERE / "xiangqi_zh_CN.qm"

ZH = {
    "The same": "相同",
    "Black's computer": "黑方电脑",
    "Reading %1…": "正在读取 %1…",
    "Opening cancelled": "已取消打开",
    "Autosave not restored": "自动保存未能恢复",
    "Work autosaved in the last session could not be restored in full. Nothing was deleted:": "上次自动保存的内容未能完整恢复。没有删除任何文件：",
    "%1 could not be read; it was left where it is.": "无法读取 %1；文件保留在原处。",
    "%1 was restored only in part; the whole file was kept as %2.": "%1 只恢复了一部分；完整文件已保留为 %2。",
    "%1 could not be read; it was kept as %2.": "无法读取 %1；文件已保留为 %2。",
    "A game cannot reach this position (%1). You can still play or study from it.": "实战中不可能出现此局面（%1）。仍可以从此局面对弈或研究。",
    "%1 characters, shown shortened: kept whole unless you change it": "共 %1 个字符，此处只显示开头：不修改则完整保留",
    "Computer opens from an opening book": "电脑按开局库开局",
    "Opening book": "开局库",
    "Games file…": "棋谱文件…",
    "Master games": "大师对局",
    "Master games (built in)": "大师对局（内置）",
    "Games for the opening book": "用于开局库的棋谱",
    "Game files (*.pgn *.xqf *.cbl *.cbr *.txt);;All files (*)": "棋谱文件 (*.pgn *.xqf *.cbl *.cbr *.txt);;所有文件 (*)",
    "Opening book ready: %1 games, %2 moves": "开局库已就绪：%1 局，%2 个着法",
    "Opening book not built": "未能生成开局库",
    "No opening book could be made from %1: %2. The computer keeps opening from the master games.": "无法用 %1 生成开局库：%2。电脑继续按大师对局开局。",
    "“%1” cannot be written (it is read-only or you lack permission): save it under another name.": "无法写入“%1”（文件只读或没有权限）：请另存为其他文件名。",
    "Play on from here? The %1 later moves will be dropped.": "从这里继续？之后的 %1 步将被删除。",
    "%1 offers a draw. Does %2 accept?": "%1提和。%2是否同意？",
    "Resign this game as %1?": "%1认输吗？",
    "Eval": "评分",
    "Xiangqi Studio": "象棋工作室",
    "New game": "新对局",
    "Enforce touch-move (Asian Rules)": "执行摸子走子（亚洲规则）",
    "Two players at this computer": "双人对弈",
    "Play Red against the computer": "执红对电脑",
    "Play Black against the computer": "执黑对电脑",
    "Computer against computer": "电脑对电脑",
    "Rules": "规则",
    "Opponent": "对手",
    "Computer level": "电脑等级",
    "%1 (rating about %2)": "%1（等级分约 %2）",
    "Settings": "设置",
    "Chinese": "中文",
    "Chinese characters": "汉字棋子",
    "International symbols": "国际符号棋子",
    "Rules for new games": "新对局的规则",
    "Enforce touch-move": "执行摸子走子",
    "Move notation": "记谱方式",
    "Traditional characters in notation": "记谱用繁体字",
    "Language": "语言",
    "Pieces": "棋子",
    "Move sounds": "走子声音",
    "Computer time per move": "电脑每步用时",
    "Red": "红方",
    "Black": "黑方",
    "king": "将",
    "advisor": "士",
    "elephant": "象",
    "horse": "马",
    "rook": "车",
    "cannon": "炮",
    "pawn": "兵",
    "its pieces": "其棋子",
    "one %1": "一%1",
    "two": "两",
    "three": "三",
    "%1 %2s": "%1%2",
    "%1 and %2": "%1和%2",
    "CXQ perpetual check": "CXQ 长将",
    "CXQ perpetual chase": "CXQ 长捉",
    "CXQ mutual perpetual": "CXQ 双方长打",
    "CXQ moves rule": "CXQ 步数规则",
    "CXQ effective moves rule": "CXQ 有效步数规则",
    "CXQ progress rule": "CXQ 进展规则",
    "CXQ rules": "CXQ 规则",
    "%1, rule %2": "%1，第 %2 条",
    "Asian Rules, general rule %1": "亚洲规则，总则第 %1 条",
    "Asian Rules, principle %1": "亚洲规则，原则 %1",
    "Asian Rules, rule %1": "亚洲规则，细则第 %1 条",
    "casual rules": "休闲规则",
    "Draw": "和棋",
    "%1 wins": "%1胜",
    "%1 is checkmated": "%1被将死",
    "%1 has no legal move, and stalemate loses": "%1无子可走，困毙判负",
    "%1 kept checking while the other side kept chasing; the checker loses": "%1长将而对方长捉，长将一方判负",
    "%1 checked on every move of a position repeated %2 times": "%1在重复 %2 次的局面中每步将军",
    "%1 checked %2 times in a row with %3": "%1用%3连续将军 %2 次",
    "the %1 %2": "%1%2",
    "%1 chased %2 on every move with %3": "%1用%3每步捉%2",
    "%1 chased %2 %3 times in a row with %4": "%1用%4连续捉%2 %3 次",
    "both sides check or chase perpetually": "双方均长将或长捉",
    "the same position occurred %1 times with no violation": "同一局面出现 %1 次，无人违例",
    "each side has made 300 moves": "双方各走满 300 步",
    "each side has made 120 moves that neither check or chase nor answer one": "双方各走满 120 步有效着法（不将不捉、也不应将应捉）",
    "each side has made 30 moves since the last capture or crossed-pawn advance": "双方自上次吃子或过河兵前进后各走 30 步",
    "%1 resigned": "%1认输",
    "the players agreed": "双方同意",
    "This repeats a perpetual chase of the %1 %2": "此着重复长捉%1%2",
    "This repeats a perpetual check": "此着重复长将",
    "%1; under the Asian Rules you must change. Play it anyway?": "%1；按亚洲规则必须变着。仍然走这步吗？",
    "Technical foul: you touched %1, which cannot move (touch-move rule a)": "技术犯规：你摸了%1，但它无法移动（摸子规则 a）",
    "Technical foul: you touched %1, which nothing can capture (touch-move rule b)": "技术犯规：你摸了%1，但无子能吃它（摸子规则 b）",
    "Technical foul: no move satisfies the touch-move rule (case %1)": "技术犯规：没有着法符合摸子规则（%1）",
    "You touched %1: it must move (touch-move rule a)": "你摸了%1：必须走它（摸子规则 a）",
    "You touched %2: you must capture it (touch-move rule b)": "你摸了%2：必须吃它（摸子规则 b）",
    "You touched %1 then %2: %1 must capture it (touch-move rule c-1)": "你先摸%1再摸%2：%1必须吃它（摸子规则 c-1）",
    "%1 cannot capture %2, so %1 must move (touch-move rule c-2)": "%1吃不到%2，所以%1必须走（摸子规则 c-2）",
    "%1 cannot move, so another piece must capture %2 (touch-move rule c-3)": "%1不能走，所以须用其他棋子吃%2（摸子规则 c-3）",
    "You touched %2 then %1: %1 must capture it (touch-move rule d-1)": "你先摸%2再摸%1：%1必须吃它（摸子规则 d-1）",
    "%1 cannot capture %2, so another piece must (touch-move rule d-2)": "%1吃不到%2，须用其他棋子吃（摸子规则 d-2）",
    "Nothing can capture %2, so %1 must move (touch-move rule d-3)": "无子能吃%2，所以%1必须走（摸子规则 d-3）",
    "&Game": "对局(&G)",
    "&New game…": "新对局(&N)…",
    "&Undo move": "悔棋(&U)",
    "&Resign": "认输(&R)",
    "Offer &draw": "提和(&D)",
    "&Hint": "提示(&H)",
    "&Move now": "立即走棋(&M)",
    "&Copy FEN": "复制局面(&C)",
    "&Paste FEN": "粘贴局面(&P)",
    "&Export diagram (PNG)…": "导出图片(&E)…",
    "&Quit": "退出(&Q)",
    "&View": "查看(&V)",
    "&Flip board": "翻转棋盘(&F)",
    "&Notation": "记谱(&N)",
    "&Pieces": "棋子(&P)",
    "&Settings": "设置(&S)",
    "&Preferences…": "偏好设置(&P)…",
    "Continue from here": "从这里继续",
    "Export diagram": "导出图片",
    "Viewing an earlier position": "正在查看之前的局面",
    "%1 to move": "轮到%1走",
    "Not a position": "不是有效局面",
    "The clipboard does not hold a valid FEN: %1": "剪贴板中不是有效的 FEN：%1",
    "Diagram saved to %1": "图片已保存到 %1",
    "Export failed": "导出失败",
    "&File": "文件(&F)",
    "&Open saved games…": "打开棋谱(&O)…",
    "Open &recent": "最近打开(&R)",
    "&Position editor…": "摆棋(&P)…",
    "The computer failed": "电脑出错",
    "Autosave failed: %1": "自动保存失败：%1",
    "The last session did not end cleanly. Restore its game (%1 moves)?": "上次程序未正常退出。恢复那局棋（%1 步）吗？",
    "Unsaved study edits from the last session were kept (%1 files). Reopen them?": "上次未保存的棋谱修改已保留（%1 个文件）。要重新打开吗？",
    # study window, move tree, game list, position editor
    "Unsaved changes": "未保存的修改",
    "Save the changes to %1?": "保存对 %1 的修改吗？",
    "Save games as PGN": "另存为 PGN 棋谱",
    "Open saved games": "打开棋谱",
    "Cannot open the file": "无法打开文件",
    "“%1” could not be read:\n%2": "无法读取“%1”：\n%2",
    "… and %1 more": "……另有 %1 处",
    "Some games could not be read": "部分对局无法读取",
    "“%1”: %2 games were read; these problems were met:\n\n%3": "“%1”：读入 %2 局，遇到以下问题：\n\n%3",
    "Choose a game": "选择对局",
    "Filter by player or event": "按棋手或赛事筛选",
    "%1 games": "%1 局",
    "%1 of %2 games": "%2 局中的 %1 局",
    "Event": "赛事",
    "Date": "日期",
    "Result": "结果",
    "Game information": "对局信息",
    "Site": "地点",
    "Round": "轮次",
    "Opening": "开局",
    "Move": "着法",
    "Comment": "注释",
    "Promote variation": "变着上移",
    "Demote variation": "变着下移",
    "Make main line": "设为主线",
    "Delete from here": "从此处删除",
    "Delete the moves after this": "删除此后的着法",
    "Set up a position": "摆放局面",
    "Type or paste a FEN": "输入或粘贴 FEN",
    "Play from here": "从此局面对弈",
    "Study from here": "从此局面研究",
    "Eraser": "橡皮",
    "Click a point to remove its piece (or right-click it)": "点击交叉点移除棋子（或右键点击）",
    "Side to move": "走子方",
    "Clear board": "清空棋盘",
    "Start position": "初始局面",
    "Not a FEN: ten ranks of pieces and digits, then w or b": "不是 FEN：应为十行棋子与数字，再加 w 或 b",
    "Legal position, %1 to move": "合法局面，轮到%1走",
    "Comment on this move": "本着注释",
    "Games": "对局",
    "Game info…": "对局信息…",
    "Promote": "上移",
    "Main line": "主线",
    "Delete": "删除",
    "Autoplay": "自动播放",
    "Seconds per move": "每步秒数",
    "&Open…": "打开(&O)…",
    "&Save": "保存(&S)",
    "Save &as…": "另存为(&A)…",
    "&Close": "关闭(&C)",
    "&Edit": "编辑(&E)",
    "Game &information…": "对局信息(&I)…",
    "&Promote variation": "变着上移(&P)",
    "&Demote variation": "变着下移(&D)",
    "Make &main line": "设为主线(&M)",
    "De&lete from here": "从此处删除(&L)",
    "Delete the moves &after this": "删除此后的着法(&A)",
    "&Autoplay": "自动播放(&A)",
    "Comment before the first move": "第一步之前的注释",
    "in a variation": "在变着中",
    "%1 has no legal move": "%1无子可走",
    "Untitled": "未命名",
    "Save failed": "保存失败",
    "Saved %1": "已保存 %1",
    "(none)": "（无）",
}
REASONS_ZH = {  # illegal-move reasons (the model's English, matched in texts.illegal_reason)
    "a move must change square": "走子必须移动到别的点",
    "there is no piece at %1": "%1 没有棋子",
    "the piece at %1 is %2's; it is %3's turn": "%1 是%2的棋子；现在轮到%3走",
    "that is %1's %2; it is %3's turn": "那是%1的%2；现在轮到%3走",
    "cannot capture your own piece at %1": "不能吃自己在 %1 的棋子",
    "the king moves one point along a rank or file": "将（帅）每次只能直走或横走一步",
    "the %1 must stay in the palace": "%1不能走出九宫",
    "the advisor moves one point diagonally": "士只能斜走一步",
    "the elephant moves exactly two points diagonally": "象只能走田字",
    "the elephant cannot cross the river": "象不能过河",
    "the elephant's eye is blocked at %1": "塞象眼：%1 有子",
    "the horse moves one point orthogonally then one diagonally": "马走日字",
    "the horse is blocked at %1": "蹩马腿：%1 有子",
    "the %1 moves along a rank or file": "%1只能直走或横走",
    "the %1 is blocked at %2": "%1被 %2 的棋子挡住",
    "the cannon captures by jumping exactly one piece (there are %1)": "炮吃子必须隔一个子（现在隔 %1 个）",
    "a pawn never moves backwards": "兵（卒）不能后退",
    "a pawn moves sideways only after crossing the river": "兵（卒）过河后才能横走",
    "a pawn moves one point forward (or sideways after crossing the river)": "兵（卒）每次向前一步（过河后也可横走）",
    "kings would face each other": "将帅不能照面",
    "leaves the king in check": "走后己方将（帅）被将军",
}
ZH.update(REASONS_ZH)
ZH.update({
    # texts lupdate cannot see (built from variables)
    "CXQ rules (dialog)": "CXQ 规则",
    "Asian Rules": "亚洲规则",
    "Casual (mate and repetition only)": "休闲（只判将死与重复）",
    "Novice": "入门", "Beginner": "初学", "Casual": "休闲", "Intermediate": "业余", "Strong": "高手", "Master": "大师",
    "Thinking…": "思考中…",
    "Computer thinks…": "电脑思考中…",
    "Hint: %1": "提示：%1",
})
ZH.update({
    # app/view/rules_help.py ('rules' context)
    "CXQ rules": "CXQ 规则",
    "Casual rules": "休闲规则",
    "What are these rules?": "这些规则是什么？",
    "Counts consecutive checks and chases: more than 6 with one piece loses, whether or not positions repeat; automatic draws after 300, 120 effective or 30 quiet moves each":
        "计算连续将军和捉子的步数：一子连续超过 6 步判负，不论局面是否重复；双方各走 300 步、120 有效步或 30 步无进展自动判和",
    "Judges a repeated position: perpetual check or a forbidden perpetual chase in the repeated cycle loses; other repetitions are drawn":
        "局面重复时裁决：循环中长将或禁止的长捉判负，其他重复判和",
    "Only checkmate and stalemate end the game; a position repeated three times is a draw":
        "只判将死与困毙；同一局面出现三次判和",
    "<p>In every ruleset a checkmated side loses, and so does a side with no legal move (stalemate loses in xiangqi). The kings may never face each other on an open file.</p>":
        "<p>在所有规则下，被将死的一方判负；无子可走（困毙）的一方也判负。将帅不能在同一直线上直接照面。</p>",
    "<h3>CXQ rules (Chinese Xiangqi Association)</h3><p><b>Perpetual check and chase are counted, not looked for in repeated positions.</b> Every check in an unbroken run counts, even if the checking piece goes somewhere new each time and no position ever repeats.</p><ul><li>With one piece you may check (or chase the same unprotected piece) 6 times in a row; the 7th loses. With two pieces 12, with three pieces 18.</li><li>A move that neither checks nor chases breaks the run.</li><li>If one side checks perpetually and the other chases perpetually, the checker loses; if both check (or both chase), it is a draw.</li><li>A chase is a move that attacks an unprotected piece (not the king, not a pawn still on its own side of the river); attacks by kings and pawns, and attacks on a piece of the same type that can take back, are not chases. A rook attacked by a cannon or horse counts as unprotected.</li></ul><p><b>Automatic draws:</b> when each side has made 300 moves; when each side has made 120 effective moves (moves that neither check or chase nor answer one); when each side has made 30 moves since the last capture or advance of a crossed pawn.</p>":
        "<h3>CXQ 规则（中国象棋协会）</h3><p><b>长将和长捉按步数计算，而不是看局面是否重复。</b>连续将军中的每一步都计数，即使将军的棋子每次走到新的位置、局面从未重复。</p><ul><li>用一个子可以连续将军（或连续捉同一个无根子）6 步，第 7 步判负；用两个子 12 步，三个子 18 步。</li><li>一步既不将军也不捉子的着法会中断计数。</li><li>一方长将、另一方长捉，长将方判负；双方都长将（或都长捉）判和。</li><li>捉是指走子后攻击对方一个无根子（不是将帅，也不是未过河的兵卒）；将帅和兵卒的攻击、以及攻击能回吃的同类棋子，都不算捉。被炮或马攻击的车算作无根子。</li></ul><p><b>自动判和：</b>双方各走满 300 步；双方各走满 120 步有效着法（既不将军捉子、也不应将应捉的着法）；双方自上次吃子或过河兵前进以来各走满 30 步。</p>",
    "<h3>Asian Rules (Asian Xiangqi Federation)</h3><p><b>A repeated position is judged.</b> When the same position occurs for the third time, the moves each side made in the repeated cycle are classified (check, chase, idle, ...) and the detail rules decide:</p><ul><li>Perpetual check loses (rule 6); if both sides check perpetually it is a draw (rule 7).</li><li>A perpetual chase of one unprotected piece loses; some chases lose even against a protected piece, for example cannons chasing a rook (rule 15) or a rook chasing a crossed pawn (rule 31).</li><li>Any other repetition is a draw (rule 5).</li></ul><p>Before you play a move that would repeat a forbidden cycle, the program asks you to confirm: under these rules you must change. Touch-move (Chapter 1 Section 3 rule 2) can be enforced from the Settings.</p>":
        "<h3>亚洲规则（亚洲象棋联合会）</h3><p><b>对重复局面进行裁决。</b>同一局面第三次出现时，把双方在循环中的着法分类（将、捉、闲着……），由细则裁定：</p><ul><li>长将判负（第 6 条）；双方都长将判和（第 7 条）。</li><li>长捉一个无根子判负；有些长捉即使对方有根也判负，例如炮长捉车（第 15 条）、车长捉过河兵（第 31 条）。</li><li>其他重复判和（第 5 条）。</li></ul><p>走出会重复禁止循环的着法之前，程序会请你确认：按此规则你必须变着。摸子走子（第一章第三节第 2 条）可在设置中启用。</p>",
    "<h3>Casual rules</h3><p>Only the basic rules apply: checkmate or stalemate ends the game, and a position repeated three times is a draw, whoever caused it. There is no perpetual check or chase rule and no automatic draw by move counts.</p>":
        "<h3>休闲规则</h3><p>只用基本规则：将死或困毙结束对局，同一局面出现三次判和，不论由谁造成。没有长将长捉的规定，也没有按步数自动判和。</p>",
})
ZH.update({
    # texts.py: reasons and positions worded from the model's values
    "file %1, rank %2": "%1路第%2线",
    "the %1 cannot make that move": "%1不能这样走",
    "not a legal move": "不是合法的着法",
    "the game is over": "对局已经结束",
    "A position must be given as FEN text": "局面必须以 FEN 文本给出",
    "The FEN is empty": "FEN 是空的",
    "The board has %1 ranks; a FEN needs 10": "棋盘有 %1 行；FEN 需要 10 行",
    "Unknown piece letter “%1” on rank %2": "第 %2 行有未知的棋子字母“%1”",
    "Rank %1 has %2 files; it needs 9": "第 %1 行有 %2 列；需要 9 列",
    "The %1 %2 at %3 is outside the palace": "%1%2在 %3，出了九宫",
    "The %1 %2 at %3 stands where it can never be": "%1%2在 %3，这个位置它永远到不了",
    "There is no %1 king": "没有%1的将（帅）",
    "%1 has %2 %3s, more than a side can have": "%1有 %2 个%3，超过一方能有的数目",
    "The side to move must be w or b, not “%1”": "走棋方必须是 w 或 b，而不是“%1”",
    "The halfmove clock “%1” is not a number": "半回合计数“%1”不是数字",
    "The move number “%1” is not a number": "回合数“%1”不是数字",
    "The move counters must not be negative": "回合计数不能为负数",
    "The kings face each other on file %1": "将帅在 %1 列照面",
    "%1 is in check, but it is %2's turn": "%1正被将军，却轮到%2走",
    "%1 checked %2 times in a row with %3; CXQ allows %4, whether or not positions repeat":
        "%1用%3连续将军 %2 次；CXQ 规则只允许 %4 次，不论局面是否重复",
    "%1 chased %2 %3 times in a row with %4; CXQ allows %5, whether or not positions repeat":
        "%1用%4连续捉%2 %3 次；CXQ 规则只允许 %5 次，不论局面是否重复",
    # play: clocks, handicaps, saving games, the computer as an opponent (app/view/new_game_dialog.py,
    # clock_widget.py, main_window.py, dialogs.py, main.py)
    "No clock": "不计时",
    "%1 min": "%1 分钟",
    "%1 min + %2 s a move": "%1 分钟，每步加 %2 秒",
    "10 min, then 30 s a move (byo-yomi)": "10 分钟，之后每步 30 秒（读秒）",
    "40 moves in 90 min, +30 s": "90 分钟走 40 步，每步加 30 秒",
    "5 s a move": "每步 5 秒",
    "Custom…": "自定义…",
    "Time control": "用时",
    "Different time for Black (time odds)": "黑方用时不同（让时）",
    "Black's time": "黑方用时",
    "Handicap": "让子",
    "Red gives the handicap": "红方让子",
    "Black gives the handicap": "黑方让子",
    "No handicap": "不让子",
    "One horse (left)": "让左马",
    "One horse (right)": "让右马",
    "Two horses": "让双马",
    "One cannon": "让单炮",
    "One rook (left)": "让左车",
    "One rook (right)": "让右车",
    "Rook and horse": "让车马",
    "Rook and two horses": "让车双马",
    "Two rooks": "让双车",
    "Nine pieces": "让九子",
    "Draw odds (a draw wins for the receiver)": "让先（和棋算受让方胜）",
    "Play from this position": "从此局面开始对局",
    "Not a time control: %1 (try 20+10, 60, 10|30s, 40/90+30, 5s/move)":
        "不是有效的用时：%1（例如 20+10、60、10|30s、40/90+30、5s/move）",
    "%1 moves to go": "还要走 %1 步",
    "byo-yomi ×%1": "读秒 ×%1",
    "%1 ran out of time": "%1超时",
    "%1 ran out of time, but %2 cannot mate: draw": "%1超时，但%2无子可将死对方：和棋",
    "&Add time": "加时(&A)",
    "+1 minute for %1": "给%1加 1 分钟",
    "&Pause": "暂停(&P)",
    "Paused": "已暂停",
    "&Stop the computers": "停止电脑对弈(&S)",
    "&Help": "帮助(&H)",
    "&What are these rules?": "这些规则是什么？(&W)",
    "&Save game": "保存对局(&S)",
    "Save game &as PGN…": "对局另存为 PGN(&A)…",
    "Save game": "保存对局",
    "PGN games (*.pgn)": "PGN 棋谱 (*.pgn)",
    "<b>Save the game you played?</b>": "<b>保存你下的这盘棋吗？</b>",
    "It has not been saved. If you discard it, it cannot be restored.": "这盘棋还没有保存。放弃后将无法恢复。",
    "Game saved to %1": "对局已保存到 %1",
    "Save failed": "保存失败",
    "Computer moves no faster than": "电脑每步最短用时",
    "Computer resigns hopeless positions": "电脑在必败局面认输",
    "The computer (%1) resigned a hopeless position": "电脑（%1）在必败局面认输",
    "The computer declines the draw": "电脑拒绝和棋",
    "The computer is thinking…": "电脑正在思考…",
    "The computers stopped; both sides are played at the board": "电脑已停止；双方改由棋盘前的人走",
    "Draw odds: the draw counts as a win for %1": "让先：和棋算%1胜",
    "Clock times in the move list": "在着法列表中显示用时",
})
# Engines, analysis panel and game review (app/view/engines_dialog.py, analysis_panel.py, review_dialog.py)
ZH.update({
    "Engines": "引擎",
    "Add…": "添加…",
    "Remove": "删除",
    "This engine declares no options.": "此引擎没有可设置的选项。",
    "Pressed each time the engine starts": "每次启动引擎时按下",
    "Checking %1…": "正在检查 %1…",
    "Choose an engine program": "选择引擎程序",
    "Added %1 (%2).": "已添加 %1（%2）。",
    "Not added: %1": "未添加：%1",
    "built in": "内置",
    "Lines: ": "变例数：",
    "Start": "开始",
    "Stop": "停止",
    "depth %1": "深度 %1",
    "The engine failed: %1": "引擎出错：%1",
    "Analyse game": "分析对局",
    " s per move": " 秒/步",
    "Cancel": "取消",
    "Engine": "引擎",
    "Time": "时间",
    "Inaccuracy ?! from a %1 loss of winning chance, mistake ? from %2, blunder ?? from %3.":
        "胜率损失达 %1 为疑问着 ?!，达 %2 为错着 ?，达 %3 为败着 ??。",
    "Analysing…": "分析中…",
    "Analysing position %1 of %2…": "正在分析第 %1 个局面（共 %2 个）…",
    "Done.": "完成。",
    "Cancelled; the game is unchanged.": "已取消；对局未改动。",
    "%1: average loss %2 cp · %3 ?! · %4 ? · %5 ??": "%1：平均损失 %2 分 · %3 ?! · %4 ? · %5 ??",
})
ZH.update({
    # app/view/library_window.py, library_table.py, explorer_panel.py (the game library)
    "Game library": "棋谱库",
    "Library": "棋谱库",
    "Import files…": "导入文件…",
    "Import folder…": "导入文件夹…",
    "Open": "打开",
    "Export to PGN…": "导出为 PGN…",
    "Cancel": "取消",
    "Clear": "清除",
    "Player:": "棋手：",
    "Red:": "红方：",
    "Black:": "黑方：",
    "Event:": "赛事：",
    "From:": "从：",
    "To:": "到：",
    "ECCO / opening:": "ECCO / 开局：",
    "Result:": "结果：",
    "At least (moves):": "至少（回合）：",
    "either side": "红方或黑方",
    "YYYY or YYYY-MM-DD": "年 或 年-月-日",
    "code (B32) or name": "编号（B32）或名称",
    "any": "不限",
    "%1%2 of %3 games": "%1%2 / %3 局",
    "Back to the search": "返回搜索",
    "%1 games reach this position (Ply: where it is reached)": "%1 局达到此局面（步数：达到此局面时的半回合数）",
    "%v of %m files": "%v / %m 个文件",
    "Importing…": "正在导入…",
    "Import finished": "导入完成",
    "Import cancelled": "导入已取消",
    "%1 games added": "新增 %1 局",
    "%1 duplicates skipped": "跳过重复 %1 局",
    "%1 files read": "读取 %1 个文件",
    "%1 unchanged files skipped": "跳过未改动的文件 %1 个",
    "%1 failures (listed below)": "%1 处失败（见下）",
    "no failures": "没有失败",
    "%1 games written to %2": "%1 局已写入 %2",
    "Library error: %1": "棋谱库错误：%1",
    "Import games": "导入棋谱",
    "Import a folder of games": "导入棋谱文件夹",
    "Export games": "导出棋谱",
    "Game files (*.pgn *.xqf *.cbr *.cbl *.ubb *.txt *.wxf *.htm *.html);;All files (*)":
        "棋谱文件 (*.pgn *.xqf *.cbr *.cbl *.ubb *.txt *.wxf *.htm *.html);;所有文件 (*)",
    "PGN files (*.pgn)": "PGN 文件 (*.pgn)",
    "Delete games": "删除棋谱",
    "Delete %1 games from the library?": "从棋谱库删除 %1 局？",
    "ECCO / Opening": "ECCO / 开局",
    "Moves": "回合",
    "Ply": "半回合",
    "Opening explorer": "开局浏览",
    "Red / draw / Black": "红胜 / 和 / 黑胜",
    "Year": "年份",
    "Red wins %1, draws %2, Black wins %3": "红胜 %1，和 %2，黑胜 %3",
    "%1 games continue from this position": "此局面之后共 %1 局",
    "No game in the library reaches this position": "棋谱库中没有对局达到此局面",
    "Search this position": "搜索此局面",
})
ZH.update({
    # the game library's errors and skipped files, as values worded in texts.py; the library window's report
    "Player": "棋手", "ECCO code": "ECCO 编号", "From (date)": "起始日期", "To (date)": "截止日期",
    "At least (moves)": "至少（回合）", "At most (moves)": "至多（回合）", "Page size": "每页数量",
    "Page start": "起始位置", "Sort column": "排序列",
    "The text for %1 is too long (at most %2 characters)": "“%1”的文字太长（最多 %2 个字符）",
    "The text for %1 holds characters that cannot be stored": "“%1”的文字含有无法保存的字符",
    "The number for %1 is out of range": "“%1”的数值超出范围",
    "%1 is not a date: write YYYY, YYYY-MM or YYYY-MM-DD": "“%1”不是日期：请写成 年、年-月 或 年-月-日",
    "The library cannot sort by that column": "棋谱库不能按此列排序",
    "The start position (FEN) is part of the game and cannot be edited": "起始局面（FEN）是对局的一部分，不能修改",
    "The value for %1 was refused": "“%1”的值被拒绝",
    "a named pipe": "FIFO 文件", "a device": "设备", "a disk device": "磁盘设备", "a socket": "网络接口文件",
    "a folder": "文件夹", "a special file": "其他类型的文件",
    "not a regular file (%1)": "不是普通文件（%1）",
    "a loop of symbolic links": "符号连接循环指向，无法到达文件",
    "no such file (a link to nothing?)": "文件不存在（连接指向的文件已不在？）",
    "%1, more than the %2 a file may have": "%1，超过单个文件的上限 %2",
    "cannot be read: %1": "无法读取：%1",
    "%1 was skipped: %2": "已跳过 %1：%2",
    "The library file “%1” was written by a newer version of the program (library version %2; this one reads up "
    "to %3)": "棋谱库文件“%1”由更新版本的程序写入（棋谱库版本 %2；本程序最多能读版本 %3）",
    "Game %1 is no longer in the library": "第 %1 局已不在棋谱库中",
    "The library file “%1” cannot be opened: %2": "无法打开棋谱库文件“%1”：%2",
    "“%1” is not a game library (%2)": "“%1”不是棋谱库（%2）",
    "The library file “%1” is damaged (%2)": "棋谱库文件“%1”已损坏（%2）",
    "The library file “%1” is read-only: you can search and open games, but not import, edit or delete them":
        "棋谱库文件“%1”是只读的：可以搜索和打开对局，但不能导入、修改或删除",
    "The disk is full: the library could not be written. Nothing stored before was lost; free some space and try "
    "again": "磁盘已满：无法写入棋谱库。之前保存的内容没有丢失；请释放一些空间后重试",
    "The disk reported an error while the library was used (%2)": "使用棋谱库时磁盘报告错误（%2）",
    "The library file “%1” is in use by another program; try again in a moment": "棋谱库文件“%1”正被其他程序使用；请稍后重试",
    "There was not enough memory for this library operation": "内存太少，无法完成这项棋谱库功能",
    "The import stopped: its reader processes failed (%2)": "导入已停止：读取进程失败（%2）",
    "The games could not be written to “%1”: %2": "无法将对局写入“%1”：%2",
    "Unexpected library error (%2)": "意外的棋谱库错误（%2）",
    "This library is read-only: you can search, open and export games, but not import or delete them.":
        "此棋谱库是只读的：可以搜索、打开和导出对局，但不能导入或删除。",
    "(and %1 more games that could not be read)": "（另有 %1 局无法读取）",
    "Import stopped: %1.": "导入已停止：%1。",
    "%1 files not read (listed below)": "%1 个文件未读取（见下）",
})
ZH.update({
    # the study window: undo/redo, the damaged-file notice, clock column ('study', 'StudyWindow', 'MoveTree',
    # 'NoticeBar' contexts)
    "&Undo": "撤销(&U)", "&Redo": "重做(&R)",
    "move": "走子", "delete": "删除", "variation order": "变着顺序", "comment": "注释", "game information": "棋局信息",
    "Deleted 1 move - %2 to undo": "已删除 1 步 - 按 %2 撤销",
    "Deleted %1 moves - %2 to undo": "已删除 %1 步 - 按 %2 撤销",
    "Comment on %1": "对 %1 的注释",
    "Study": "打谱",
    "Clock": "用时",
    "Dismiss": "关闭",
    " s": " 秒",
    "Game %1: moves after %2 were unreadable and are missing": "第 %1 局：%2 之后的着法无法读取，已缺失",
    "Game %1: the moves were unreadable and are missing": "第 %1 局：着法无法读取，已缺失",
    "Game %1: a variation after %2 could not be read and was left out": "第 %1 局：%2 之后的一个变着无法读取，已略去",
    "Game %1: a variation could not be read and was left out": "第 %1 局：一个变着无法读取，已略去",
    "Game %1: the file ends early; moves after %2 are missing": "第 %1 局：文件提前结束，%2 之后的着法缺失",
    "Game %1: the file ends early; the last moves may be missing": "第 %1 局：文件提前结束，最后的着法可能缺失",
    "The file ends early; the last game may be incomplete": "文件提前结束，最后一局可能不完整",
    "Game %1: a comment with no move to go with was left out": "第 %1 局：一条没有对应着法的注释已略去",
    "Game %1: unbalanced brackets around a variation were ignored": "第 %1 局：变着的括号不配对，已忽略",
    "Game %1: a move after %2 could be read two ways; the one the game goes on with was taken":
        "第 %1 局：%2 之后的一步棋有两种读法，已按后续棋局采用其中一种",
    "Game %1 could not be read and was left out": "第 %1 局无法读取，已略去",
    "The file's section headers (%3) were skipped": "文件中的分组标题（%3 个）已跳过",
    "“%4” is empty": "“%4”是空文件",
    "“%4” is not a game file we can read": "“%4”不是本程序能读取的棋谱文件",
    "“%4” could not be opened": "无法打开“%4”",
    "Game %1: %5": "第 %1 局：%5",
    "… and %1 more problems": "……另有 %1 个问题",
    "“%1” was read, but not all of it (%2 games):": "“%1”已读取，但有部分内容丢失（共 %2 局）：",
    "“%1” was read, but not all of it:": "“%1”已读取，但有部分内容丢失：",
    "“%1” no longer exists": "“%1”已不存在",
    "PGN, Chinese moves (*.pgn)": "PGN，中文着法 (*.pgn)",
    "PGN, WXF moves (*.pgn)": "PGN，WXF 着法 (*.pgn)",
    "PGN, ICCS moves (*.pgn)": "PGN，ICCS 着法 (*.pgn)",
    "Saved games (*.pgn *.xqf *.cbr *.cbl *.ubb *.txt *.wxf *.htm *.html);;All files (*)":
        "棋谱文件 (*.pgn *.xqf *.cbr *.cbl *.ubb *.txt *.wxf *.htm *.html);;所有文件 (*)",
})
ZH.update({
    # the integration of engines, analysis and the library into the play and study windows
    "Analysis": "分析",
    "&Analysis": "分析(&A)",
    "Analyse &game…": "分析全局(&G)…",
    "&Tools": "工具(&T)",
    "&Engines…": "引擎(&E)…",
    "Game &library…": "棋谱库(&L)…",
    "&Search this position in the library": "在棋谱库中搜索此局面(&S)",
    "Computer": "电脑",
    "Built-in AI": "内置引擎",
})
ZH.update({
    # app/view/puzzle_window.py ('puzzles' context)
    "Puzzles": "习题",
    "Open a puzzle collection": "打开习题集",
    "Open…": "打开…",
    "Filter": "筛选",
    "Difficulty": "难度",
    "Theme": "主题",
    "Any theme": "所有主题",
    "Unsolved only": "只看未解出的",
    "Hint": "提示",
    "Show solution": "看答案",
    "Retry": "重试",
    "Next": "下一题",
    "%1 to move and mate in one": "%1先走，一步杀",
    "%1 to move and mate in %2": "%1先走，%2 步杀",
    "%1 to move and win material": "%1先走，得子",
    "%1 to move: win this endgame": "%1先走，残局取胜",
    "Mate in %1": "%1 步杀",
    "Your move": "请走棋",
    "Checking…": "检查中…",
    "Correct! %1": "正确！%1",
    "Also good! %1": "也对！%1",
    "Not the best: %1": "不是最好的着法：%1",
    "Not the best: %1 is refuted by %2": "不是最好的着法：%1，对方应以 %2",
    "Hint: move the highlighted piece": "提示：走高亮的棋子",
    "Hint: play %1": "提示：走 %1",
    "Solved in %1": "用时 %1 解出",
    "Solved in %1 (after a mistake)": "用时 %1 解出（有过失误）",
    "The solution:": "答案：",
    "That was the solution: try the next puzzle": "这就是答案：试试下一题",
    "All puzzles here are solved: this one again": "本集习题已全部解出：再做一次这题",
    "No puzzle matches the filter": "没有符合筛选条件的习题",
    "Solved %1 · tried %2 · %3 puzzles": "已解 %1 · 做过 %2 · 全部 %3 题",
    "Rating: %1": "等级分：%1",
    "Cannot open the collection": "无法打开习题集",
    "Correct! %1, answered by %2: your move.": "正确！%1，对方应以 %2，请继续。",
    "Also good! %1, answered by %2: your move.": "也对！%1，对方应以 %2，请继续。",
    "CCPD mating exercises": "CCPD 杀法练习",
    "CCPD endgames": "CCPD 残局",
    "CCPD tactics": "CCPD 全盘战术",
    "Difficulty %1": "难度 %1",
    "P&uzzles…": "习题(&U)…",          # MainWindow's File menu (added by the integrator)
    # issue 24: autosaves per instance, time-control limits, puzzle progress
    "two players": "双人对弈",
    "computer against computer": "电脑对电脑",
    "against the computer (%1)": "对电脑（%1）",
    "%1 moves": "%1 步",
    "with a clock": "计时",
    "autosaved %1": "自动保存于 %1",
    "Sessions that did not end cleanly left %1 games unsaved. Choose the game to play on; the others are offered again at the next start.":
        "未正常结束的程序留下了 %1 局未保存的对局。请选择要继续的一局；其余对局下次启动时会再问。",
    "Restore": "恢复",
    "Later": "以后再说",
    "Discard all": "全部丢弃",
    "Too long: a time control may last at most a year (%1)": "太长：用时规则最长为一年（%1）",
    "Moves a period must be from 1 to %1 (%2)": "每个周期的步数必须在 1 到 %1 之间（%2）",
    "Puzzle progress not read in full": "习题进度未能完整读取",
    "Your puzzle progress file %1 could not be read, nor moved aside. It is left as it is, and new results are not saved until it is moved away.":
        "无法读取习题进度文件 %1，也无法将其移开。文件保留原样；在移走它之前，新的成绩不会保存。",
    "Your puzzle progress file %1 could be read only in part (the results of %3 puzzles). Nothing was deleted: the whole file was kept as %2.":
        "习题进度文件 %1 只读取了一部分（%3 个习题的成绩）。没有删除任何内容：完整文件已保留为 %2。",
    "Your puzzle progress file %1 could not be read, so your progress starts afresh. Nothing was deleted: the file was kept as %2.":
        "无法读取习题进度文件 %1，进度将重新开始。没有删除任何内容：文件已保留为 %2。",
    "%1 of the %2 positions in this file were left out (a bad position or move: %3; no moves: %4).":
        "此文件的 %2 个局面中有 %1 个未收入（局面或着法有误：%3；没有着法：%4）。",
    "Progress not saved: %1. Your results still count while this window is open and are saved with the next one that can be.":
        "进度未能保存：%1。窗口打开期间成绩仍然有效，并会在下一次能保存时一并保存。",
})
ZH.update({  # playing without a mouse or sight (app/view/access_texts.py, move_box.py, board_access.py)
    "red %1": "红%1",
    "black %1": "黑%1",
    "empty": "空",
    "selected": "已选中",
    "legal move": "可以走到",
    "legal capture": "可以吃子",
    "last move": "上一着",
    "in check": "被将军",
    "Type a move (炮二平五, C2.5, h2e2), Enter plays it": "输入着法（炮二平五、C2.5、h2e2），按回车走棋",
    "Enter plays %1": "按回车走 %1",
    "No legal move matches": "没有相符的合法着法",
    "%1 moves match": "%1 个着法相符",
    "Board": "棋盘",
    "Arrow keys move over the points, Enter picks up and puts down a piece, slash or Ctrl+M opens the move box":
        "方向键在棋盘上移动，回车键提起和放下棋子，按 / 或 Ctrl+M 输入着法",
    "Move entry": "着法输入",
    "%1: %2": "%1：%2",
    ", check": "，将军",
    "Move list": "着法记录",
    "Speak moves aloud": "语音读出着法",
    "High contrast (shape and outline)": "高对比（形状和轮廓）",
    "Wood": "木纹",
    "Plain light": "浅色",
    "Dark": "深色",
    "Preview": "预览",
})
ZH.update({  # engine and opening-book errors (app/view/texts.py: engine_error, book_build_reason)
    'it is empty': '文件是空的',
    'it could not be opened': '无法打开',
    'it is not a game file we can read': '不是可以读取的棋谱文件',
    'it holds no finished game with a result': '其中没有带结果的完整对局',
    'the book file could not be written (%1)': '无法写入开局库文件（%1）',
    'the book builder failed (%1)': '生成开局库的程序出错（%1）',
    'the book builder ended unexpectedly': '生成开局库的程序意外退出',
    'There is no program at %1': '找不到程序 %1',
    '%1 is a folder, not an engine program': '%1 是文件夹，不是引擎程序',
    '%1 cannot be run: you have no permission to run it': '无法执行 %1：没有执行它的权限',
    '%1 cannot be run: the interpreter its first line names (%2) is not installed': '无法执行 %1：找不到它第一行指定的程序（%2）',
    '%1 cannot be run: a program it needs is missing (was it made for another system?)': '无法执行 %1：缺少它需要的程序（是否为其他系统制作？）',
    '%1 cannot be run (%2)': '无法执行 %1（%2）',
    '%1 is not an engine we can talk to: it did not answer within %2 s': '%1 不是可以通信的引擎：%2 秒内没有应答',
    '%1 is not an engine we can talk to: it ended before answering': '%1 不是可以通信的引擎：它在应答前就退出了',
    '%1 did not answer within %2 s': '%1 在 %2 秒内没有应答',
    '%1 gave no move, though %2 has legal moves. You play %2 from here.': '%1 没有给出着法，但%2有合法着法。从现在起由你来走%2。',
    'The computer': '电脑',
    '%1 gave no move within %2 s of being asked to stop': '%1 在被要求停止后 %2 秒内没有给出着法',
    '%1 never finished a search it was asked to stop, so it was ended': '%1 被要求停止后一直没有结束搜索，已被关闭',
    '%1 sent a line longer than %2 bytes, so it was ended': '%1 发送了超过 %2 字节的一行，已被关闭',
    '%1 played an illegal move (%2)': '%1 走了不合法的着法（%2）',
    '%1 gave no move, though the position has legal moves': '%1 没有给出着法，但此局面有合法着法',
    '%1 does not play xiangqi (it plays: %2)': '%1 不能下象棋（它支持：%2）',
    '%1 was closed': '%1 已关闭',
    '%1 has no option “%2”': '%1 没有选项“%2”',
    'Option %2 of %1 cannot be “%3”: it takes %4': '%1 的选项 %2 不能是“%3”：它只接受%4',
    '%1 failed: %2': '%1 出错：%2',
    'The engine': '引擎',
    '%1 ended during its search': '%1 在搜索中退出',
    '%1 ended': '%1 已退出',
    ' (exit status %2)': '（退出码 %2）',
    'true or false': ' true 或 false',
    'a whole number': '整数',
    'a whole number from %1 to %2': ' %1 到 %2 的整数',
    'one of: %1': '以下之一：%1',
    'one line of text': '一行文字',
    "The game's main line changed since the analysis began; its results were not written into the game.":
        '分析开始后棋局的主线已改变，分析结果没有写入棋局。',
})
ZH.update({  # files that cannot be written or read, as values (texts.file_failure, study_texts, puzzle window)
    "“%1” cannot be written: its folder does not exist.": "无法写入“%1”：所在文件夹不存在。",
    "“%1” is a folder: choose a file name.": "“%1”是文件夹：请选择一个文件名。",
    "“%1” cannot be written: a file stands where a folder should be.": "无法写入“%1”：应为文件夹的位置是一个文件。",
    "“%1” cannot be written: the disk is full.": "无法写入“%1”：磁盘已满。",
    "“%1” cannot be written: the disk is read-only.": "无法写入“%1”：磁盘为只读。",
    "“%1” is in use by another running copy of the program.": "“%1”正被另一个打开的本程序使用。",
    "“%1” cannot be written: %2": "无法写入“%1”：%2",
    "“%4” could not be read: the reader failed (%5)": "无法读取“%4”：读取程序出错（%5）",
    "“%1” could not be read": "无法读取“%1”",
    "“%1” holds no position with moves to solve": "“%1”中没有带着法的局面，无法解题",
})
EXTRA = {"study": ["PGN, Chinese moves (*.pgn)", "PGN, WXF moves (*.pgn)", "PGN, ICCS moves (*.pgn)",
                   "Saved games (*.pgn *.xqf *.cbr *.cbl *.ubb *.txt *.wxf *.htm *.html);;All files (*)"],
         "texts": list(REASONS_ZH), "dialogs": ["CXQ rules", "Asian Rules", "Casual (mate and repetition only)", "Novice",
                                                 "Beginner", "Casual", "Intermediate", "Strong", "Master"]}
EXTRA["dialogs"] += ["No handicap", "One horse (left)", "One horse (right)", "Two horses", "One cannon",
                     "One rook (left)", "One rook (right)", "Rook and horse", "Rook and two horses", "Two rooks",
                     "Nine pieces", "Draw odds (a draw wins for the receiver)"]


# The shell (app/shell: main.py, study_windows.py, analysis_feature.py, library_feature.py,
# diagram_command.py, opening_book.py) makes no words: it asks app/view/texts.py and study_texts.py,
# so none of its files has a context here.
FILE_CONTEXTS = {"dialogs.py": "dialogs", "texts.py": "texts", "study_window.py": "study", "study_texts.py": "study",
                 "rules_help.py": "rules", "new_game_dialog.py": "dialogs", "engines_dialog.py": "engines",
                 "analysis_panel.py": "analysis", "review_dialog.py": "review", "puzzle_window.py": "puzzles",
                 "access_texts.py": "texts"}


def _assign_contexts(root: ET.Element) -> None:
    """lupdate files our module-level tr() helpers under an unnamed context: put them where the
    helpers look them up ('dialogs' for dialogs.py, 'texts' for texts.py, ...). A text used by
    several files (lupdate merges it into one message) goes into every context that needs it."""
    import copy
    contexts = {c.findtext("name") or "": c for c in root.findall("context")}
    unnamed = contexts.get("")
    if unnamed is None:
        return
    for message in list(unnamed.findall("message")):
        names = []
        for location in message.findall("location"):
            name = FILE_CONTEXTS.get(Path(location.get("filename", "")).name)
            if name is not None and name not in names:
                names.append(name)
        if not names:
            continue
        unnamed.remove(message)
        for name in names:
            if name not in contexts:
                context = ET.SubElement(root, "context")
                ET.SubElement(context, "name").text = name
                contexts[name] = context
            source = message.findtext("source")
            if any(m.findtext("source") == source for m in contexts[name].findall("message")):
                continue
            contexts[name].append(copy.deepcopy(message))
    if not unnamed.findall("message"):
        root.remove(unnamed)


def fill() -> int:
    """Write translations into the .ts file; returns how many sources are still untranslated."""
    tree = ET.parse(TS)
    root = tree.getroot()
    _assign_contexts(root)
    missing = 0
    for context in root.iter("context"):
        name = context.findtext("name")
        present = {m.findtext("source") for m in context.iter("message")}
        for source in EXTRA.get(name or "", []):
            if source not in present:
                message = ET.SubElement(context, "message")
                ET.SubElement(message, "source").text = source
                ET.SubElement(message, "translation")
        for message in context.iter("message"):
            source = message.findtext("source") or ""
            text = ZH.get(source) or ZH.get(f"{source} (dialog)")
            translation = message.find("translation")
            if translation is None:
                translation = ET.SubElement(message, "translation")
            if text:
                translation.text = text
                translation.attrib.pop("type", None)
            else:
                missing += 1
                print(f"untranslated: {source}", file=sys.stderr)
    tree.write(TS, encoding="utf-8", xml_declaration=True)
    return missing


def compile_qm() -> None:
    """Compile the .ts into the .qm the program loads."""
    tool = shutil.which("pyside6-lrelease") or str(Path(sys.executable).with_name("pyside6-lrelease"))
    subprocess.run([tool, str(TS), "-qm", str(QM)], check=True)


if __name__ == "__main__":
    left = fill()
    compile_qm()
    print(f"wrote {QM} ({left} untranslated)")
