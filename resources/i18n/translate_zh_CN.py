"""Fill xiangqi_zh_CN.ts with our Simplified Chinese texts and compile it (pyside6-lupdate/lrelease).

Run from the project root after UI texts change:
    pyside6-lupdate app/view/*.py app/main.py -ts resources/i18n/xiangqi_zh_CN.ts
    python resources/i18n/translate_zh_CN.py
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
    "Play on from here? The %1 later moves will be dropped.": "从这里继续？之后的 %1 步将被删除。",
    "%1 offers a draw. Does %2 accept?": "%1提和。%2是否同意？",
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
    "Beginner": "初学", "Casual": "休闲", "Intermediate": "业余", "Strong": "高手", "Master": "大师",
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
})
EXTRA = {"texts": list(REASONS_ZH), "dialogs": ["CXQ rules", "Asian Rules", "Casual (mate and repetition only)", "Beginner", "Casual",
                     "Intermediate", "Strong", "Master"]}


FILE_CONTEXTS = {"dialogs.py": "dialogs", "texts.py": "texts", "study_window.py": "study",
                 "rules_help.py": "rules", "puzzle_window.py": "puzzles"}


def _assign_contexts(root: ET.Element) -> None:
    """lupdate files our module-level tr() helpers under an unnamed context: put them where the
    helpers look them up ('dialogs' for dialogs.py, 'texts' for texts.py)."""
    contexts = {c.findtext("name") or "": c for c in root.findall("context")}
    unnamed = contexts.get("")
    if unnamed is None:
        return
    for message in list(unnamed.findall("message")):
        location = message.find("location")
        filename = Path(location.get("filename", "")).name if location is not None else ""
        name = FILE_CONTEXTS.get(filename)
        if name is None:
            continue
        if name not in contexts:
            context = ET.SubElement(root, "context")
            ET.SubElement(context, "name").text = name
            contexts[name] = context
        unnamed.remove(message)
        contexts[name].append(message)
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
