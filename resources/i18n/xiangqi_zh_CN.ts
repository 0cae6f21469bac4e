<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="zh_CN">
<context>
    <name>GameListDialog</name>
    <message>
        <location filename="../../app/view/game_list.py" line="193" />
        <source>Choose a game</source>
        <translation>选择对局</translation>
    </message>
</context>
<context>
    <name>GameListWidget</name>
    <message>
        <location filename="../../app/view/game_list.py" line="113" />
        <source>Filter by player or event</source>
        <translation>按棋手或赛事筛选</translation>
    </message>
    <message>
        <location filename="../../app/view/game_list.py" line="183" />
        <source>%1 games</source>
        <translation>%1 局</translation>
    </message>
    <message>
        <location filename="../../app/view/game_list.py" line="184" />
        <source>%1 of %2 games</source>
        <translation>%2 局中的 %1 局</translation>
    </message>
</context>
<context>
    <name>GameTableModel</name>
    <message>
        <location filename="../../app/view/game_list.py" line="60" />
        <source>Red</source>
        <translation>红方</translation>
    </message>
    <message>
        <location filename="../../app/view/game_list.py" line="60" />
        <source>Black</source>
        <translation>黑方</translation>
    </message>
    <message>
        <location filename="../../app/view/game_list.py" line="60" />
        <source>Event</source>
        <translation>赛事</translation>
    </message>
    <message>
        <location filename="../../app/view/game_list.py" line="60" />
        <source>Date</source>
        <translation>日期</translation>
    </message>
    <message>
        <location filename="../../app/view/game_list.py" line="60" />
        <source>Result</source>
        <translation>结果</translation>
    </message>
</context>
<context>
    <name>HeadersDialog</name>
    <message>
        <location filename="../../app/view/move_tree.py" line="185" />
        <source>Game information</source>
        <translation>对局信息</translation>
    </message>
    <message>
        <location filename="../../app/view/move_tree.py" line="188" />
        <source>Event</source>
        <translation>赛事</translation>
    </message>
    <message>
        <location filename="../../app/view/move_tree.py" line="188" />
        <source>Site</source>
        <translation>地点</translation>
    </message>
    <message>
        <location filename="../../app/view/move_tree.py" line="188" />
        <source>Date</source>
        <translation>日期</translation>
    </message>
    <message>
        <location filename="../../app/view/move_tree.py" line="189" />
        <source>Round</source>
        <translation>轮次</translation>
    </message>
    <message>
        <location filename="../../app/view/move_tree.py" line="189" />
        <source>Red</source>
        <translation>红方</translation>
    </message>
    <message>
        <location filename="../../app/view/move_tree.py" line="189" />
        <source>Black</source>
        <translation>黑方</translation>
    </message>
    <message>
        <location filename="../../app/view/move_tree.py" line="190" />
        <source>Result</source>
        <translation>结果</translation>
    </message>
    <message>
        <location filename="../../app/view/move_tree.py" line="190" />
        <source>Opening</source>
        <translation>开局</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../app/view/main_window.py" line="113" />
        <source>&amp;Game</source>
        <translation>对局(&amp;G)</translation>
    </message>
    <message>
        <location filename="../../app/view/main_window.py" line="105" />
        <source>&amp;New game…</source>
        <translation>新对局(&amp;N)…</translation>
    </message>
    <message>
        <location filename="../../app/view/main_window.py" line="114" />
        <source>&amp;Undo move</source>
        <translation>悔棋(&amp;U)</translation>
    </message>
    <message>
        <location filename="../../app/view/main_window.py" line="115" />
        <source>&amp;Resign</source>
        <translation>认输(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../app/view/main_window.py" line="116" />
        <source>Offer &amp;draw</source>
        <translation>提和(&amp;D)</translation>
    </message>
    <message>
        <location filename="../../app/view/main_window.py" line="117" />
        <source>&amp;Hint</source>
        <translation>提示(&amp;H)</translation>
    </message>
    <message>
        <location filename="../../app/view/main_window.py" line="118" />
        <source>&amp;Move now</source>
        <translation>立即走棋(&amp;M)</translation>
    </message>
    <message>
        <location filename="../../app/view/main_window.py" line="120" />
        <source>&amp;Copy FEN</source>
        <translation>复制局面(&amp;C)</translation>
    </message>
    <message>
        <location filename="../../app/view/main_window.py" line="121" />
        <source>&amp;Paste FEN</source>
        <translation>粘贴局面(&amp;P)</translation>
    </message>
    <message>
        <location filename="../../app/view/main_window.py" line="110" />
        <source>&amp;Export diagram (PNG)…</source>
        <translation>导出图片(&amp;E)…</translation>
    </message>
    <message>
        <location filename="../../app/view/main_window.py" line="104" />
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <location filename="../../app/view/main_window.py" line="106" />
        <source>&amp;Open saved games…</source>
        <translation>打开棋谱(&amp;O)…</translation>
    </message>
    <message>
        <location filename="../../app/view/main_window.py" line="107" />
        <source>Open &amp;recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../app/view/main_window.py" line="109" />
        <source>&amp;Position editor…</source>
        <translation>摆棋(&amp;P)…</translation>
    </message>
    <message>
        <location filename="../../app/view/main_window.py" line="112" />
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <location filename="../../app/view/main_window.py" line="122" />
        <source>&amp;View</source>
        <translation>查看(&amp;V)</translation>
    </message>
    <message>
        <location filename="../../app/view/main_window.py" line="123" />
        <source>&amp;Flip board</source>
        <translation>翻转棋盘(&amp;F)</translation>
    </message>
    <message>
        <location filename="../../app/view/main_window.py" line="124" />
        <source>&amp;Notation</source>
        <translation>记谱(&amp;N)</translation>
    </message>
    <message>
        <location filename="../../app/view/main_window.py" line="126" />
        <source>Chinese</source>
        <translation>中文</translation>
    </message>
    <message>
        <location filename="../../app/view/main_window.py" line="133" />
        <source>&amp;Pieces</source>
        <translation>棋子(&amp;P)</translation>
    </message>
    <message>
        <location filename="../../app/view/main_window.py" line="134" />
        <source>Chinese characters</source>
        <translation>汉字棋子</translation>
    </message>
    <message>
        <location filename="../../app/view/main_window.py" line="134" />
        <source>International symbols</source>
        <translation>国际符号棋子</translation>
    </message>
    <message>
        <location filename="../../app/view/main_window.py" line="137" />
        <source>&amp;Settings</source>
        <translation>设置(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../app/view/main_window.py" line="138" />
        <source>&amp;Preferences…</source>
        <translation>偏好设置(&amp;P)…</translation>
    </message>
    <message>
        <location filename="../../app/view/main_window.py" line="140" />
        <source>Continue from here</source>
        <translation>从这里继续</translation>
    </message>
    <message>
        <location filename="../../app/view/main_window.py" line="141" />
        <source>Red</source>
        <translation>红方</translation>
    </message>
    <message>
        <location filename="../../app/view/main_window.py" line="141" />
        <source>Black</source>
        <translation>黑方</translation>
    </message>
    <message>
        <location filename="../../app/view/main_window.py" line="167" />
        <source>Export diagram</source>
        <translation>导出图片</translation>
    </message>
    <message>
        <location filename="../../app/view/main_window.py" line="184" />
        <source>Viewing an earlier position</source>
        <translation>正在查看之前的局面</translation>
    </message>
    <message>
        <location filename="../../app/view/main_window.py" line="186" />
        <source>%1 to move</source>
        <translation>轮到%1走</translation>
    </message>
</context>
<context>
    <name>MoveHistory</name>
    <message>
        <location filename="../../app/view/history.py" line="17" />
        <source>Red</source>
        <translation>红方</translation>
    </message>
    <message>
        <location filename="../../app/view/history.py" line="17" />
        <source>Black</source>
        <translation>黑方</translation>
    </message>
</context>
<context>
    <name>MoveTree</name>
    <message>
        <location filename="../../app/view/move_tree.py" line="36" />
        <source>Move</source>
        <translation>着法</translation>
    </message>
    <message>
        <location filename="../../app/view/move_tree.py" line="36" />
        <source>Comment</source>
        <translation>注释</translation>
    </message>
    <message>
        <location filename="../../app/view/move_tree.py" line="163" />
        <source>Promote variation</source>
        <translation>变着上移</translation>
    </message>
    <message>
        <location filename="../../app/view/move_tree.py" line="164" />
        <source>Demote variation</source>
        <translation>变着下移</translation>
    </message>
    <message>
        <location filename="../../app/view/move_tree.py" line="165" />
        <source>Make main line</source>
        <translation>设为主线</translation>
    </message>
    <message>
        <location filename="../../app/view/move_tree.py" line="166" />
        <source>Delete from here</source>
        <translation>从此处删除</translation>
    </message>
    <message>
        <location filename="../../app/view/move_tree.py" line="167" />
        <source>Delete the moves after this</source>
        <translation>删除此后的着法</translation>
    </message>
</context>
<context>
    <name>PositionEditor</name>
    <message>
        <location filename="../../app/view/position_editor.py" line="122" />
        <source>Set up a position</source>
        <translation>摆放局面</translation>
    </message>
    <message>
        <location filename="../../app/view/position_editor.py" line="131" />
        <source>Type or paste a FEN</source>
        <translation>输入或粘贴 FEN</translation>
    </message>
    <message>
        <location filename="../../app/view/position_editor.py" line="139" />
        <source>Play from here</source>
        <translation>从此局面对弈</translation>
    </message>
    <message>
        <location filename="../../app/view/position_editor.py" line="140" />
        <source>Study from here</source>
        <translation>从此局面研究</translation>
    </message>
    <message>
        <location filename="../../app/view/position_editor.py" line="159" />
        <source>Pieces</source>
        <translation>棋子</translation>
    </message>
    <message>
        <location filename="../../app/view/position_editor.py" line="175" />
        <source>Eraser</source>
        <translation>橡皮</translation>
    </message>
    <message>
        <location filename="../../app/view/position_editor.py" line="176" />
        <source>Click a point to remove its piece (or right-click it)</source>
        <translation>点击交叉点移除棋子（或右键点击）</translation>
    </message>
    <message>
        <location filename="../../app/view/position_editor.py" line="183" />
        <source>Side to move</source>
        <translation>走子方</translation>
    </message>
    <message>
        <location filename="../../app/view/position_editor.py" line="187" />
        <source>Clear board</source>
        <translation>清空棋盘</translation>
    </message>
    <message>
        <location filename="../../app/view/position_editor.py" line="189" />
        <source>Start position</source>
        <translation>初始局面</translation>
    </message>
    <message>
        <location filename="../../app/view/position_editor.py" line="256" />
        <source>Not a FEN: ten ranks of pieces and digits, then w or b</source>
        <translation>不是 FEN：应为十行棋子与数字，再加 w 或 b</translation>
    </message>
    <message>
        <location filename="../../app/view/position_editor.py" line="280" />
        <source>Legal position, %1 to move</source>
        <translation>合法局面，轮到%1走</translation>
    </message>
</context>
<context>
    <name>StudyWindow</name>
    <message>
        <location filename="../../app/view/study_window.py" line="117" />
        <location filename="../../app/view/study_window.py" line="275" />
        <source>Comment on this move</source>
        <translation>本着注释</translation>
    </message>
    <message>
        <location filename="../../app/view/study_window.py" line="121" />
        <source>Games</source>
        <translation>对局</translation>
    </message>
    <message>
        <location filename="../../app/view/study_window.py" line="142" />
        <source>Game info…</source>
        <translation>对局信息…</translation>
    </message>
    <message>
        <location filename="../../app/view/study_window.py" line="149" />
        <source>Promote</source>
        <translation>上移</translation>
    </message>
    <message>
        <location filename="../../app/view/study_window.py" line="150" />
        <source>Main line</source>
        <translation>主线</translation>
    </message>
    <message>
        <location filename="../../app/view/study_window.py" line="151" />
        <source>Delete</source>
        <translation>删除</translation>
    </message>
    <message>
        <location filename="../../app/view/study_window.py" line="169" />
        <source>Autoplay</source>
        <translation>自动播放</translation>
    </message>
    <message>
        <location filename="../../app/view/study_window.py" line="175" />
        <source>Seconds per move</source>
        <translation>每步秒数</translation>
    </message>
    <message>
        <location filename="../../app/view/study_window.py" line="180" />
        <source>Comment</source>
        <translation>注释</translation>
    </message>
    <message>
        <location filename="../../app/view/study_window.py" line="192" />
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <location filename="../../app/view/study_window.py" line="193" />
        <source>&amp;Open…</source>
        <translation>打开(&amp;O)…</translation>
    </message>
    <message>
        <location filename="../../app/view/study_window.py" line="194" />
        <source>Open &amp;recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../app/view/study_window.py" line="196" />
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../app/view/study_window.py" line="197" />
        <source>Save &amp;as…</source>
        <translation>另存为(&amp;A)…</translation>
    </message>
    <message>
        <location filename="../../app/view/study_window.py" line="199" />
        <source>&amp;Close</source>
        <translation>关闭(&amp;C)</translation>
    </message>
    <message>
        <location filename="../../app/view/study_window.py" line="200" />
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <location filename="../../app/view/study_window.py" line="201" />
        <source>Game &amp;information…</source>
        <translation>对局信息(&amp;I)…</translation>
    </message>
    <message>
        <location filename="../../app/view/study_window.py" line="203" />
        <source>&amp;Promote variation</source>
        <translation>变着上移(&amp;P)</translation>
    </message>
    <message>
        <location filename="../../app/view/study_window.py" line="204" />
        <source>&amp;Demote variation</source>
        <translation>变着下移(&amp;D)</translation>
    </message>
    <message>
        <location filename="../../app/view/study_window.py" line="205" />
        <source>Make &amp;main line</source>
        <translation>设为主线(&amp;M)</translation>
    </message>
    <message>
        <location filename="../../app/view/study_window.py" line="206" />
        <source>De&amp;lete from here</source>
        <translation>从此处删除(&amp;L)</translation>
    </message>
    <message>
        <location filename="../../app/view/study_window.py" line="207" />
        <source>Delete the moves &amp;after this</source>
        <translation>删除此后的着法(&amp;A)</translation>
    </message>
    <message>
        <location filename="../../app/view/study_window.py" line="208" />
        <source>&amp;View</source>
        <translation>查看(&amp;V)</translation>
    </message>
    <message>
        <location filename="../../app/view/study_window.py" line="209" />
        <source>&amp;Flip board</source>
        <translation>翻转棋盘(&amp;F)</translation>
    </message>
    <message>
        <location filename="../../app/view/study_window.py" line="210" />
        <source>&amp;Notation</source>
        <translation>记谱(&amp;N)</translation>
    </message>
    <message>
        <location filename="../../app/view/study_window.py" line="212" />
        <source>Chinese</source>
        <translation>中文</translation>
    </message>
    <message>
        <location filename="../../app/view/study_window.py" line="220" />
        <source>&amp;Autoplay</source>
        <translation>自动播放(&amp;A)</translation>
    </message>
    <message>
        <location filename="../../app/view/study_window.py" line="274" />
        <source>Comment before the first move</source>
        <translation>第一步之前的注释</translation>
    </message>
    <message>
        <location filename="../../app/view/study_window.py" line="278" />
        <source>in a variation</source>
        <translation>在变着中</translation>
    </message>
    <message>
        <location filename="../../app/view/study_window.py" line="280" />
        <source>%1 has no legal move</source>
        <translation>%1无子可走</translation>
    </message>
    <message>
        <location filename="../../app/view/study_window.py" line="298" />
        <source>Start position</source>
        <translation>初始局面</translation>
    </message>
    <message>
        <location filename="../../app/view/study_window.py" line="304" />
        <source>Red</source>
        <translation>红方</translation>
    </message>
    <message>
        <location filename="../../app/view/study_window.py" line="304" />
        <source>Black</source>
        <translation>黑方</translation>
    </message>
    <message>
        <location filename="../../app/view/study_window.py" line="323" />
        <source>Untitled</source>
        <translation>未命名</translation>
    </message>
    <message>
        <location filename="../../app/view/study_window.py" line="386" />
        <source>Save failed</source>
        <translation>保存失败</translation>
    </message>
    <message>
        <location filename="../../app/view/study_window.py" line="390" />
        <source>Saved %1</source>
        <translation>已保存 %1</translation>
    </message>
    <message>
        <location filename="../../app/view/study_window.py" line="429" />
        <source>(none)</source>
        <translation>（无）</translation>
    </message>
</context>
<context>
    <name>texts</name>
    <message>
        <location filename="../../app/main.py" line="136" />
        <source>Computer thinks…</source>
        <translation>电脑思考中…</translation>
    </message>
    <message>
        <location filename="../../app/main.py" line="137" />
        <source>The computer failed</source>
        <translation>电脑出错</translation>
    </message>
    <message>
        <location filename="../../app/main.py" line="163" />
        <source>Autosave failed: %1</source>
        <translation>自动保存失败：%1</translation>
    </message>
    <message>
        <location filename="../../app/main.py" line="171" />
        <source>the %1 %2</source>
        <translation>%1%2</translation>
    </message>
    <message>
        <location filename="../../app/main.py" line="233" />
        <source>Hint: %1</source>
        <translation>提示：%1</translation>
    </message>
    <message>
        <location filename="../../app/main.py" line="250" />
        <source>Not a position</source>
        <translation>不是有效局面</translation>
    </message>
    <message>
        <location filename="../../app/main.py" line="250" />
        <source>The clipboard does not hold a valid FEN: %1</source>
        <translation>剪贴板中不是有效的 FEN：%1</translation>
    </message>
    <message>
        <location filename="../../app/main.py" line="258" />
        <source>Diagram saved to %1</source>
        <translation>图片已保存到 %1</translation>
    </message>
    <message>
        <location filename="../../app/main.py" line="260" />
        <source>Export failed</source>
        <translation>导出失败</translation>
    </message>
    <message>
        <location filename="../../app/view/study_window.py" line="276" />
        <source>%1 to move</source>
        <translation>轮到%1走</translation>
    </message>
<message>
        <location filename="../../app/view/texts.py" line="18" />
        <source>Red</source>
        <translation>红方</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="18" />
        <source>Black</source>
        <translation>黑方</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="23" />
        <source>king</source>
        <translation>将</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="23" />
        <source>advisor</source>
        <translation>士</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="23" />
        <source>elephant</source>
        <translation>象</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="24" />
        <source>horse</source>
        <translation>马</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="24" />
        <source>rook</source>
        <translation>车</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="24" />
        <source>cannon</source>
        <translation>炮</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="24" />
        <source>pawn</source>
        <translation>兵</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="31" />
        <source>its pieces</source>
        <translation>其棋子</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="33" />
        <source>one %1</source>
        <translation>一%1</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="35" />
        <source>two</source>
        <translation>两</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="35" />
        <source>three</source>
        <translation>三</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="36" />
        <source>%1 %2s</source>
        <translation>%1%2</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="38" />
        <source>%1 and %2</source>
        <translation>%1和%2</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="45" />
        <source>CXQ perpetual check</source>
        <translation>CXQ 长将</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="46" />
        <source>CXQ perpetual chase</source>
        <translation>CXQ 长捉</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="47" />
        <source>CXQ mutual perpetual</source>
        <translation>CXQ 双方长打</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="48" />
        <source>CXQ moves rule</source>
        <translation>CXQ 步数规则</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="49" />
        <source>CXQ effective moves rule</source>
        <translation>CXQ 有效步数规则</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="50" />
        <source>CXQ progress rule</source>
        <translation>CXQ 进展规则</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="50" />
        <source>CXQ rules</source>
        <translation>CXQ 规则</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="51" />
        <source>%1, rule %2</source>
        <translation>%1，第 %2 条</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="55" />
        <source>Asian Rules, general rule %1</source>
        <translation>亚洲规则，总则第 %1 条</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="57" />
        <source>Asian Rules, principle %1</source>
        <translation>亚洲规则，原则 %1</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="58" />
        <source>Asian Rules, rule %1</source>
        <translation>亚洲规则，细则第 %1 条</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="59" />
        <source>casual rules</source>
        <translation>休闲规则</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="65" />
        <source>Draw</source>
        <translation>和棋</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="66" />
        <source>%1 wins</source>
        <translation>%1胜</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="77" />
        <source>%1 is checkmated</source>
        <translation>%1被将死</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="79" />
        <source>%1 has no legal move, and stalemate loses</source>
        <translation>%1无子可走，困毙判负</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="82" />
        <source>%1 kept checking while the other side kept chasing; the checker loses</source>
        <translation>%1长将而对方长捉，长将一方判负</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="84" />
        <source>%1 checked on every move of a position repeated %2 times</source>
        <translation>%1在重复 %2 次的局面中每步将军</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="85" />
        <source>%1 checked %2 times in a row with %3</source>
        <translation>%1用%3连续将军 %2 次</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="87" />
        <source>the %1 %2</source>
        <translation>%1%2</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="90" />
        <source>%1 chased %2 on every move with %3</source>
        <translation>%1用%3每步捉%2</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="92" />
        <source>%1 chased %2 %3 times in a row with %4</source>
        <translation>%1用%4连续捉%2 %3 次</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="95" />
        <source>both sides check or chase perpetually</source>
        <translation>双方均长将或长捉</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="97" />
        <source>the same position occurred %1 times with no violation</source>
        <translation>同一局面出现 %1 次，无人违例</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="99" />
        <source>each side has made 300 moves</source>
        <translation>双方各走满 300 步</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="101" />
        <source>each side has made 120 moves that neither check or chase nor answer one</source>
        <translation>双方各走满 120 步有效着法（不将不捉、也不应将应捉）</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="103" />
        <source>each side has made 30 moves since the last capture or crossed-pawn advance</source>
        <translation>双方自上次吃子或过河兵前进后各走 30 步</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="105" />
        <source>%1 resigned</source>
        <translation>%1认输</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="106" />
        <source>the players agreed</source>
        <translation>双方同意</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="122" />
        <source>This repeats a perpetual chase of the %1 %2</source>
        <translation>此着重复长捉%1%2</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="126" />
        <source>This repeats a perpetual check</source>
        <translation>此着重复长将</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="129" />
        <source>%1; under the Asian Rules you must change. Play it anyway?</source>
        <translation>%1；按亚洲规则必须变着。仍然走这步吗？</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="185" />
        <source>Technical foul: you touched %1, which cannot move (touch-move rule a)</source>
        <translation>技术犯规：你摸了%1，但它无法移动（摸子规则 a）</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="187" />
        <source>Technical foul: you touched %1, which nothing can capture (touch-move rule b)</source>
        <translation>技术犯规：你摸了%1，但无子能吃它（摸子规则 b）</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="188" />
        <source>Technical foul: no move satisfies the touch-move rule (case %1)</source>
        <translation>技术犯规：没有着法符合摸子规则（%1）</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="190" />
        <source>You touched %1: it must move (touch-move rule a)</source>
        <translation>你摸了%1：必须走它（摸子规则 a）</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="191" />
        <source>You touched %2: you must capture it (touch-move rule b)</source>
        <translation>你摸了%2：必须吃它（摸子规则 b）</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="192" />
        <source>You touched %1 then %2: %1 must capture it (touch-move rule c-1)</source>
        <translation>你先摸%1再摸%2：%1必须吃它（摸子规则 c-1）</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="193" />
        <source>%1 cannot capture %2, so %1 must move (touch-move rule c-2)</source>
        <translation>%1吃不到%2，所以%1必须走（摸子规则 c-2）</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="194" />
        <source>%1 cannot move, so another piece must capture %2 (touch-move rule c-3)</source>
        <translation>%1不能走，所以须用其他棋子吃%2（摸子规则 c-3）</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="195" />
        <source>You touched %2 then %1: %1 must capture it (touch-move rule d-1)</source>
        <translation>你先摸%2再摸%1：%1必须吃它（摸子规则 d-1）</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="196" />
        <source>%1 cannot capture %2, so another piece must (touch-move rule d-2)</source>
        <translation>%1吃不到%2，须用其他棋子吃（摸子规则 d-2）</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="197" />
        <source>Nothing can capture %2, so %1 must move (touch-move rule d-3)</source>
        <translation>无子能吃%2，所以%1必须走（摸子规则 d-3）</translation>
    </message>
<message><source>a move must change square</source><translation>走子必须移动到别的点</translation></message><message><source>there is no piece at %1</source><translation>%1 没有棋子</translation></message><message><source>the piece at %1 is %2's; it is %3's turn</source><translation>%1 是%2的棋子；现在轮到%3走</translation></message><message><source>that is %1's %2; it is %3's turn</source><translation>那是%1的%2；现在轮到%3走</translation></message><message><source>cannot capture your own piece at %1</source><translation>不能吃自己在 %1 的棋子</translation></message><message><source>the king moves one point along a rank or file</source><translation>将（帅）每次只能直走或横走一步</translation></message><message><source>the %1 must stay in the palace</source><translation>%1不能走出九宫</translation></message><message><source>the advisor moves one point diagonally</source><translation>士只能斜走一步</translation></message><message><source>the elephant moves exactly two points diagonally</source><translation>象只能走田字</translation></message><message><source>the elephant cannot cross the river</source><translation>象不能过河</translation></message><message><source>the elephant's eye is blocked at %1</source><translation>塞象眼：%1 有子</translation></message><message><source>the horse moves one point orthogonally then one diagonally</source><translation>马走日字</translation></message><message><source>the horse is blocked at %1</source><translation>蹩马腿：%1 有子</translation></message><message><source>the %1 moves along a rank or file</source><translation>%1只能直走或横走</translation></message><message><source>the %1 is blocked at %2</source><translation>%1被 %2 的棋子挡住</translation></message><message><source>the cannon captures by jumping exactly one piece (there are %1)</source><translation>炮吃子必须隔一个子（现在隔 %1 个）</translation></message><message><source>a pawn never moves backwards</source><translation>兵（卒）不能后退</translation></message><message><source>a pawn moves sideways only after crossing the river</source><translation>兵（卒）过河后才能横走</translation></message><message><source>a pawn moves one point forward (or sideways after crossing the river)</source><translation>兵（卒）每次向前一步（过河后也可横走）</translation></message><message><source>kings would face each other</source><translation>将帅不能照面</translation></message><message><source>leaves the king in check</source><translation>走后己方将（帅）被将军</translation></message></context>
<context><name>dialogs</name><message>
        <location filename="../../app/view/dialogs.py" line="41" />
        <source>Play on from here? The %1 later moves will be dropped.</source>
        <translation>从这里继续？之后的 %1 步将被删除。</translation>
    </message>
    <message>
        <location filename="../../app/view/dialogs.py" line="43" />
        <source>The last session did not end cleanly. Restore its game (%1 moves)?</source>
        <translation>上次程序未正常退出。恢复那局棋（%1 步）吗？</translation>
    </message>
    <message>
        <location filename="../../app/view/dialogs.py" line="46" />
        <source>Unsaved study edits from the last session were kept (%1 files). Reopen them?</source>
        <translation>上次未保存的棋谱修改已保留（%1 个文件）。要重新打开吗？</translation>
    </message>
    <message>
        <location filename="../../app/view/dialogs.py" line="49" />
        <source>%1 offers a draw. Does %2 accept?</source>
        <translation>%1提和。%2是否同意？</translation>
    </message>
    <message>
        <location filename="../../app/view/dialogs.py" line="53" />
        <source>Xiangqi Studio</source>
        <translation>象棋工作室</translation>
    </message>
    <message>
        <location filename="../../app/view/dialogs.py" line="63" />
        <source>New game</source>
        <translation>新对局</translation>
    </message>
    <message>
        <location filename="../../app/view/dialogs.py" line="66" />
        <source>Enforce touch-move (Asian Rules)</source>
        <translation>执行摸子走子（亚洲规则）</translation>
    </message>
    <message>
        <location filename="../../app/view/dialogs.py" line="69" />
        <source>Two players at this computer</source>
        <translation>双人对弈</translation>
    </message>
    <message>
        <location filename="../../app/view/dialogs.py" line="70" />
        <source>Play Red against the computer</source>
        <translation>执红对电脑</translation>
    </message>
    <message>
        <location filename="../../app/view/dialogs.py" line="71" />
        <source>Play Black against the computer</source>
        <translation>执黑对电脑</translation>
    </message>
    <message>
        <location filename="../../app/view/dialogs.py" line="72" />
        <source>Computer against computer</source>
        <translation>电脑对电脑</translation>
    </message>
    <message>
        <location filename="../../app/view/dialogs.py" line="77" />
        <source>Rules</source>
        <translation>规则</translation>
    </message>
    <message>
        <location filename="../../app/view/dialogs.py" line="78" />
        <source>Opponent</source>
        <translation>对手</translation>
    </message>
    <message>
        <location filename="../../app/view/dialogs.py" line="79" />
        <source>Computer level</source>
        <translation>电脑等级</translation>
    </message>
    <message>
        <location filename="../../app/view/dialogs.py" line="93" />
        <source>Settings</source>
        <translation>设置</translation>
    </message>
    <message>
        <location filename="../../app/view/dialogs.py" line="99" />
        <source>Chinese</source>
        <translation>中文</translation>
    </message>
    <message>
        <location filename="../../app/view/dialogs.py" line="109" />
        <source>Chinese characters</source>
        <translation>汉字棋子</translation>
    </message>
    <message>
        <location filename="../../app/view/dialogs.py" line="110" />
        <source>International symbols</source>
        <translation>国际符号棋子</translation>
    </message>
    <message>
        <location filename="../../app/view/dialogs.py" line="118" />
        <source>Rules for new games</source>
        <translation>新对局的规则</translation>
    </message>
    <message>
        <location filename="../../app/view/dialogs.py" line="119" />
        <source>Enforce touch-move</source>
        <translation>执行摸子走子</translation>
    </message>
    <message>
        <location filename="../../app/view/dialogs.py" line="120" />
        <source>Move notation</source>
        <translation>记谱方式</translation>
    </message>
    <message>
        <location filename="../../app/view/dialogs.py" line="121" />
        <source>Traditional characters in notation</source>
        <translation>记谱用繁体字</translation>
    </message>
    <message>
        <location filename="../../app/view/dialogs.py" line="122" />
        <source>Language</source>
        <translation>语言</translation>
    </message>
    <message>
        <location filename="../../app/view/dialogs.py" line="123" />
        <source>Pieces</source>
        <translation>棋子</translation>
    </message>
    <message>
        <location filename="../../app/view/dialogs.py" line="124" />
        <source>Move sounds</source>
        <translation>走子声音</translation>
    </message>
    <message>
        <location filename="../../app/view/dialogs.py" line="125" />
        <source>Computer time per move</source>
        <translation>电脑每步用时</translation>
    </message>
    <message><source>CXQ rules</source><translation>CXQ 规则</translation></message><message><source>Asian Rules</source><translation>亚洲规则</translation></message><message><source>Casual (mate and repetition only)</source><translation>休闲（只判将死与重复）</translation></message><message><source>Beginner</source><translation>初学</translation></message><message><source>Casual</source><translation>休闲</translation></message><message><source>Intermediate</source><translation>业余</translation></message><message><source>Strong</source><translation>高手</translation></message><message><source>Master</source><translation>大师</translation></message></context><context><name>study</name><message>
        <location filename="../../app/view/study_window.py" line="46" />
        <source>Unsaved changes</source>
        <translation>未保存的修改</translation>
    </message>
    <message>
        <location filename="../../app/view/study_window.py" line="47" />
        <source>Save the changes to %1?</source>
        <translation>保存对 %1 的修改吗？</translation>
    </message>
    <message>
        <location filename="../../app/view/study_window.py" line="56" />
        <source>Save games as PGN</source>
        <translation>另存为 PGN 棋谱</translation>
    </message>
    <message>
        <location filename="../../app/view/study_window.py" line="68" />
        <source>Open saved games</source>
        <translation>打开棋谱</translation>
    </message>
    <message>
        <location filename="../../app/view/study_window.py" line="84" />
        <source>Cannot open the file</source>
        <translation>无法打开文件</translation>
    </message>
    <message>
        <location filename="../../app/view/study_window.py" line="85" />
        <source>“%1” could not be read:
%2</source>
        <translation>无法读取“%1”：
%2</translation>
    </message>
    <message>
        <location filename="../../app/view/study_window.py" line="89" />
        <source>… and %1 more</source>
        <translation>……另有 %1 处</translation>
    </message>
    <message>
        <location filename="../../app/view/study_window.py" line="91" />
        <source>Some games could not be read</source>
        <translation>部分对局无法读取</translation>
    </message>
    <message>
        <location filename="../../app/view/study_window.py" line="92" />
        <source>“%1”: %2 games were read; these problems were met:

%3</source>
        <translation>“%1”：读入 %2 局，遇到以下问题：

%3</translation>
    </message>
    </context><context><name>puzzles</name><message>
        <location filename="../../app/view/puzzle_window.py" line="36" />
        <source>Open a puzzle collection</source>
        <translation>打开习题集</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="59" />
        <source>%1 to move and mate in one</source>
        <translation>%1先走，一步杀</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="59" />
        <source>%1 to move and mate in %2</source>
        <translation>%1先走，%2 步杀</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="62" />
        <source>%1 to move and win material</source>
        <translation>%1先走，得子</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="63" />
        <source>%1 to move: win this endgame</source>
        <translation>%1先走，残局取胜</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="68" />
        <source>CCPD mating exercises</source>
        <translation>CCPD 杀法练习</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="68" />
        <source>CCPD endgames</source>
        <translation>CCPD 残局</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="69" />
        <source>CCPD tactics</source>
        <translation>CCPD 全盘战术</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="76" />
        <source>Mate in %1</source>
        <translation>%1 步杀</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="98" />
        <source>Not the best: %1</source>
        <translation>不是最好的着法：%1</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="100" />
        <source>Not the best: %1 is refuted by %2</source>
        <translation>不是最好的着法：%1，对方应以 %2</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="104" />
        <source>Correct! %1</source>
        <translation>正确！%1</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="104" />
        <source>Also good! %1</source>
        <translation>也对！%1</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="108" />
        <source>Correct! %1, answered by %2: your move.</source>
        <translation>正确！%1，对方应以 %2，请继续。</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="109" />
        <source>Also good! %1, answered by %2: your move.</source>
        <translation>也对！%1，对方应以 %2，请继续。</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="112" />
        <source>Hint: play %1</source>
        <translation>提示：走 %1</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="114" />
        <source>Solved in %1</source>
        <translation>用时 %1 解出</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="114" />
        <source>Solved in %1 (after a mistake)</source>
        <translation>用时 %1 解出（有过失误）</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="116" />
        <source>No puzzle matches the filter</source>
        <translation>没有符合筛选条件的习题</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="116" />
        <source>Your move</source>
        <translation>请走棋</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="117" />
        <source>Checking…</source>
        <translation>检查中…</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="117" />
        <source>Hint: move the highlighted piece</source>
        <translation>提示：走高亮的棋子</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="118" />
        <source>The solution:</source>
        <translation>答案：</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="118" />
        <source>That was the solution: try the next puzzle</source>
        <translation>这就是答案：试试下一题</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="119" />
        <source>All puzzles here are solved: this one again</source>
        <translation>本集习题已全部解出：再做一次这题</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="235" />
        <source>Puzzles</source>
        <translation>习题</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="236" />
        <source>Open…</source>
        <translation>打开…</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="237" />
        <source>Filter</source>
        <translation>筛选</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="238" />
        <source>Difficulty</source>
        <translation>难度</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="239" />
        <source>Theme</source>
        <translation>主题</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="240" />
        <source>Unsolved only</source>
        <translation>只看未解出的</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="241" />
        <source>Hint</source>
        <translation>提示</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="242" />
        <source>Show solution</source>
        <translation>看答案</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="243" />
        <source>Retry</source>
        <translation>重试</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="244" />
        <source>Next</source>
        <translation>下一题</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="268" />
        <source>Difficulty %1</source>
        <translation>难度 %1</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="292" />
        <source>Any theme</source>
        <translation>所有主题</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="304" />
        <source>Solved %1 · tried %2 · %3 puzzles</source>
        <translation>已解 %1 · 做过 %2 · 全部 %3 题</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="307" />
        <source>Rating: %1</source>
        <translation>等级分：%1</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="353" />
        <source>Cannot open the collection</source>
        <translation>无法打开习题集</translation>
    </message>
</context></TS>