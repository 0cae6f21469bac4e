"""Folding text for search: NFKC (full-width to normal width), case folding, spaces collapsed, and
traditional Chinese characters mapped to simplified ones, so that 胡荣华 finds 胡榮華.

The fold table is compact: the traditional characters met in player, team, event, site and opening
names of the Chinese Chess Practical Dataset (every one of them that has a simplified form), plus a
short list of common surnames, regions and chess words. Characters outside the table are kept.
"""

from __future__ import annotations

import unicodedata

# Pairs of (traditional, simplified) characters, written one after the other.
_PAIRS = (
    "創创"
    "國国賽赛廣广榮荣東东華华呂吕欽钦銀银許许對对趙赵勝胜馬马來来屆届龍龙車车負负體体個个團团風风錦锦"
    "紅红楊杨標标蘇苏輪轮級级張张過过陳陈漢汉劉刘頭头軍军聯联進进順顺慶庆飛飞陽阳師师黃黄宮宫強强請请"
    "蔣蒋寧宁爾尔亞亚門门鄭郑吳吴組组鳳凤橫横兩两孫孙臺台縣县隊队會会開开啟启莊庄學学遼辽電电戰战貴贵"
    "濱滨萬万謝谢軒轩運运連连曉晓鵬鹏偉伟義义長长閻阎瀋沈兌兑錫锡廈厦臨临雲云無无決决湯汤蘭兰鐵铁爭争"
    "園园動动轉转島岛誼谊肅肃溫温鄲郸權权雙双業业寶宝閣阁視视興兴灤滦礦矿產产聶聂發发賓宾撫抚傑杰將将"
    "樂乐劍剑韓韩盤盘維维騰腾際际豐丰錢钱滬沪邊边鴻鸿預预報报巖岩馮冯粵粤環环盃杯鋼钢緩缓郵邮鄔邬滎荥"
    "農农躍跃陸陆協协鄧邓總总巋岿鬥斗黨党構构歡欢凱凯內内硯砚類类館馆靜静場场灣湾麗丽達达灘滩區区恆恒"
    "剛刚濟济頌颂聖圣鎮镇羅罗涇泾賢贤問问訪访鹽盐歐欧陝陕葉叶餘余評评輝辉湧涌單单蓮莲務务獎奖溝沟遠远"
    "崑昆晉晋寢寝鍾钟謙谦誠诚樹树龔龚機机濤涛揚扬選选鄒邹澤泽憶忆補补淵渊聲声範范輕轻魚鱼訊讯陰阴煙烟"
    "侖仑綿绵廠厂網网純纯彙汇萊莱鄉乡藝艺專专譚谭崗岗穎颖轔辚賴赖紀纪設设軸轴蓋盖崢峥嶸嵘繼继盧卢飯饭"
    "顏颜階阶鳴鸣緬缅勳勋魯鲁藥药鉤钩貝贝與与倫伦嬋婵壽寿鴛鸳鴦鸯齡龄說说淨净稱称號号遲迟帶带紳绅韜韬"
    "領领錄录歲岁頓顿勁劲悅悦橋桥嶺岭僑侨靈灵軟软閘闸嫻娴關关淶涞濰潍勵励衛卫銘铭鐘钟熾炽聰聪鋒锋愛爱"
    "閆闫見见寬宽樓楼樑梁競竞訓训鎖锁鉉铉顧顾憲宪腦脑竇窦瑩莹羨羡祿禄龐庞計计實实滿满荊荆瀟潇項项鰲鳌"
    "鏡镜時时紡纺織织營营頻频鈞钧彥彦滄沧綏绥奧奥兒儿齊齐鵝鹅陜陕極极尋寻崍崃應应龜龟豔艳麥麦鐸铎楓枫"
    "輔辅暉晖傳传詩诗棄弃漁渔畢毕練练佔占烏乌瀘泸厲厉儀仪懷怀參参鐳镭經经叢丛瑋玮棟栋勞劳從从眾众衝冲"
    "樞枢隨随鍇锴遊游議议嶽岳錕锟資资險险嶼屿贊赞鄺邝觀观歸归勢势匯汇凈净擊击顯显嚴严沖冲酈郦賈贾壇坛"
    "佈布煥焕絕绝難难檸柠優优釗钊註注騎骑終终巔巅鶴鹤鈺钰軼轶簡简韋韦糧粮藍蓝腳脚勛勋話话駿骏當当奪夺"
    "載载俁俣財财驚惊飲饮嚮向潔洁復复軻轲鮑鲍獻献綠绿種种變变釣钓納纳慄栗帥帅揮挥廳厅欄栏為为員员靄霭"
    "複复夢梦檳槟採采喬乔謀谋堅坚壓压調调銳锐徑径閔闵論论誦诵驥骥轟轰壘垒俠侠遜逊穩稳禎祯瓏珑遷迁圖图"
    "幫帮潁颍禮礼還还諸诸陣阵蒼苍牆墙譜谱離离搗捣獲获執执氣气縱纵駑驽駕驾捨舍圍围鬆松闖闯敵敌諭谕節节"
    "書书語语簾帘癲癫迴回緣缘欖榄間间別别誰谁鑽钻閉闭諮咨詢询覽览舉举歷历彎弯熱热毀毁線线櫪枥塹堑誘诱"
    "碩硕貿贸輸输鵰雕處处鉅巨劇剧廕荫堯尧韻韵聞闻賀贺鷹鹰潤润鍵键楨桢驍骁憂忧滾滚適适煒炜鼕冬蘆芦燁烨"
    "騫骞嵐岚瀾澜欒栾諄谆鐮镰瓊琼詠咏轄辖繆缪紹绍窪洼詞词纘缵隸隶飽饱槍枪緊紧漸渐聽听籌筹銅铜築筑銷销"
    "幹干斂敛壯壮詭诡墮堕輾辗積积這这纏缠鶯莺讓让誤误貪贪鬧闹膽胆贏赢廬庐點点驛驿兇凶夠够確确錯错脫脱"
    "懸悬側侧術术趨趋擋挡撿捡丟丢殺杀搶抢顛颠斷断邁迈殘残窩窝銜衔規规蟬蝉颶飓數数虧亏絲丝剝剥繭茧暢畅"
    "篤笃鷗鸥磚砖態态縫缝棗枣顥颢頤颐檢检慮虑誕诞週周結结侶侣峽峡廟庙蕭萧後后審审闕阙鄰邻瀏浏縉缙於于"
    "閩闽贛赣奮奋砲炮俥车傌马"
)


def _table() -> dict[int, str]:
    out: dict[int, str] = {}
    for i in range(0, len(_PAIRS), 2):
        out[ord(_PAIRS[i])] = _PAIRS[i + 1]
    return out


TRADITIONAL_TO_SIMPLIFIED = _table()


def fold(text: str) -> str:
    """The search form of a text: width, case, spacing and traditional/simplified differences removed."""
    text = unicodedata.normalize("NFKC", text).casefold()
    return " ".join(text.translate(TRADITIONAL_TO_SIMPLIFIED).split())
