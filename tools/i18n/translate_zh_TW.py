"""Make xiangqi_zh_TW.ts/.qm (Traditional Chinese, Taiwan usage) from the Simplified Chinese table.

Run from the project root after translate_zh_CN.py (it writes resources/i18n/xiangqi_zh_TW.ts/.qm):
    python tools/i18n/translate_zh_TW.py

Every zh_CN translation is converted in two steps, both written out here and checked by hand:
first whole words whose Taiwan form differs in more than its characters (檔案 for 文件, 設定 for
设置, 儲存 for 保存) or whose character has several traditional forms (重複 but 恢復, 複製), then
the characters one by one. Xiangqi terms follow Taiwan's books: 將帥, 車馬, 著法, 閒著, 進退平.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

HERE = Path(__file__).resolve().parents[2] / "resources" / "i18n"    # the shipped translations
SOURCE = HERE / "xiangqi_zh_CN.ts"
TS = HERE / "xiangqi_zh_TW.ts"
QM = HERE / "xiangqi_zh_TW.qm"

# Words first (longest first where one contains another): Taiwan's words, and characters with more
# than one traditional form decided by the word they are in.
PHRASES = (
    ("文件夹", "資料夾"), ("文件名", "檔名"), ("文件", "檔案"), ("进程", "行程"), ("程序", "程式"),
    ("支持", "支援"), ("注释", "註釋"), ("内置", "內建"), ("添加", "新增"), ("字节", "位元組"), ("设备", "裝置"),
    ("符号连接", "符號連結"), ("连接指向", "連結指向"), ("通信", "通訊"), ("点击", "點選"), ("只读取", "只讀取"),
    ("信息", "資訊"), ("文本", "文字"), ("字符", "字元"), ("磁盘", "磁碟"), ("内存", "記憶體"),
    ("设置", "設定"), ("保存", "儲存"), ("窗口", "視窗"), ("搜索", "搜尋"), ("网络接口", "網路介面"),
    ("网络", "網路"), ("剪贴板", "剪貼簿"), ("粘贴", "貼上"), ("只读", "唯讀"), ("退出码", "結束代碼"),
    ("打开", "開啟"), ("导入", "匯入"), ("导出", "匯出"), ("帮助", "說明"), ("撤销", "復原"),
    ("发送", "傳送"), ("恢复", "恢復"), ("重复", "重複"), ("复制", "複製"), ("制作", "製作"),
    ("一并", "一併"), ("周期", "週期"), ("其余", "其餘"), ("业余", "業餘"), ("这里", "這裡"),
    ("采用", "採用"), ("系统", "系統"), ("主线", "主線"), ("缓存", "快取"), ("加载", "載入"), ("后台", "背景"),
    ("调度器", "排程器"), ("集群", "叢集"), ("端口", "連接埠"), ("地址", "位址"),
    ("证书", "憑證"), ("协议", "協定"), ("运行", "執行"),
)

# Then characters: every simplified character of our texts whose traditional form differs.
CHARS = {
    "势": "勢", "当": "當", "机": "機", "驳": "駁", "赢": "贏",
    "态": "態", "离": "離",   # the endgame tables' words
    "与": "與", "业": "業", "丢": "丟", "两": "兩", "个": "個", "为": "為", "么": "麼", "义": "義", "习": "習",
    "于": "於", "亚": "亞", "从": "從", "会": "會", "体": "體", "余": "餘", "关": "關", "内": "內", "写": "寫",
    "军": "軍", "决": "決", "击": "擊", "则": "則", "删": "刪", "别": "別", "动": "動", "协": "協", "单": "單",
    "却": "卻", "双": "雙", "发": "發", "变": "變", "号": "號", "后": "後", "吗": "嗎", "启": "啟", "围": "圍",
    "国": "國", "图": "圖", "坏": "壞", "声": "聲", "处": "處", "备": "備", "复": "復", "头": "頭", "夹": "夾",
    "学": "學", "实": "實", "宫": "宮", "对": "對", "导": "導", "将": "將", "帅": "帥", "师": "師", "带": "帶",
    "帮": "幫", "并": "並", "库": "庫", "应": "應", "开": "開", "弃": "棄", "录": "錄", "总": "總", "战": "戰",
    "执": "執", "报": "報", "择": "擇", "挡": "擋", "损": "損", "摆": "擺", "数": "數", "断": "斷", "无": "無",
    "时": "時", "显": "顯", "暂": "暫", "术": "術", "杀": "殺", "权": "權", "条": "條", "来": "來", "标": "標",
    "样": "樣", "检": "檢", "残": "殘", "毙": "斃", "汉": "漢", "没": "沒", "浏": "瀏", "满": "滿", "点": "點",
    "环": "環", "现": "現", "电": "電", "盘": "盤", "着": "著", "码": "碼", "确": "確", "种": "種", "称": "稱",
    "筛": "篩", "类": "類", "红": "紅", "约": "約", "级": "級", "线": "線", "练": "練", "组": "組", "细": "細",
    "经": "經", "结": "結", "给": "給", "络": "絡", "绝": "絕", "统": "統", "继": "繼", "绩": "績", "绪": "緒",
    "续": "續", "编": "編", "网": "網", "联": "聯", "胜": "勝", "脑": "腦", "节": "節", "范": "範", "见": "見",
    "规": "規", "览": "覽", "计": "計", "认": "認", "让": "讓", "记": "記", "许": "許", "论": "論", "设": "設",
    "试": "試", "语": "語", "误": "誤", "说": "說", "请": "請", "读": "讀", "谁": "誰", "谱": "譜", "负": "負",
    "败": "敗", "贴": "貼", "赛": "賽", "车": "車", "转": "轉", "轮": "輪", "辑": "輯", "输": "輸", "达": "達",
    "过": "過", "还": "還", "这": "這", "进": "進", "远": "遠", "违": "違", "连": "連", "选": "選", "采": "採",
    "释": "釋", "里": "裡", "钟": "鐘", "销": "銷", "错": "錯", "键": "鍵", "长": "長", "门": "門", "闭": "閉",
    "问": "問", "闲": "閒", "间": "間", "际": "際", "难": "難", "页": "頁", "项": "項", "顺": "順", "须": "須",
    "题": "題", "马": "馬", "简": "簡", "横": "橫", "状": "狀", "纹": "紋", "浅": "淺", "预": "預",
    "参": "參", "溃": "潰", "积": "積", "视": "視", "评": "評", "优": "優", "护": "護",
    "书": "書", "议": "議", "证": "證", "调": "調", "属": "屬", "运": "運",
    "画": "畫", "蓝": "藍", "黄": "黃",
    "准": "準", "纯": "純", "缓": "緩", "装": "裝", "译": "譯", "载": "載", "较": "較",
    "“": "「", "”": "」", "‘": "『", "’": "』",
}
SAME = (  # characters of our texts written the same in both scripts (吃 as Taiwan writes it, not 喫)
    "拖掉"
    "吧守者防"
    "佳小理距"
    "一三上下不中主之九也了事二五些交亮人什仍他以件任份休但位住何作你使例保信修倒值偏做停允先入全共兵其具再出分列初判到制前剪功"
    "加助十半卒即原去叉及取受口另只可右吃各合同名向否含告周命和回困在地均型基塞增士外多大太失好如始子字存它完定室容少就局展工"
    "左己已常平年序度廓弈式引形得循必忽思恢息悔意成或截所手才打找技把拒括持指按捉排接提搜摸撤播擎支收改攻放效整文斜新方既日是"
    "普更最月有期木未本束板析果查根案棋橡次止正此步死母每比永求河法注洲消深添清炮然照片版犯率生用田由留略疑的皮目直相看眼知短"
    "研磁示禁秒移程稍究空窗立章符第等答算粘系索繁缺置翻考而能腿自至色行表被裁要解言象走起超路跳蹩近返退送通造那部都配重量限除"
    "隔集需面音高黑！（），：；？因崩角今劣天待我漏箭境安尚心快慢核速首台"
    "印圈妙明遇格"
    "默落假"
    "候像器址小理端群站"
    "旁且遇"
    "估神"
)
_TABLE = str.maketrans(CHARS)


def to_traditional(text: str) -> str:
    """A Simplified Chinese text in Traditional Chinese as written in Taiwan."""
    for simplified, traditional in PHRASES:
        text = text.replace(simplified, traditional)
    return text.translate(_TABLE)


def leftovers(text: str) -> set[str]:
    """Simplified characters (of those this table knows) still in a text."""
    return {ch for ch in text if ch in CHARS}


def unchecked(text: str) -> set[str]:
    """Chinese characters of a zh_CN text that neither table knows: a new character must be added to
    CHARS (with its traditional form) or to SAME before the text can be converted."""
    return {ch for ch in text if ord(ch) >= 0x3400 and ch not in CHARS and ch not in SAME}


def fill() -> int:
    """Write the zh_TW .ts from the zh_CN one; returns how many messages have no translation."""
    tree = ET.parse(SOURCE)
    root = tree.getroot()
    root.set("language", "zh_TW")
    missing = 0
    for message in root.iter("message"):
        translation = message.find("translation")
        if translation is None or not (translation.text or "").strip() or translation.get("type"):
            missing += 1
            print(f"untranslated: {message.findtext('source')}", file=sys.stderr)
            continue
        translation.text = to_traditional(translation.text or "")
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
