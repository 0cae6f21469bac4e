<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="zh_CN">
<context>
    <name>ExplorerPanel</name>
    <message>
        <location filename="../../app/view/explorer_panel.py" line="94" />
        <source>ECCO code or range: C84, C8, C80-C89</source>
        <translation>ECCO 编码或范围：C84、C8、C80-C89</translation>
    </message>
    <message>
        <location filename="../../app/view/explorer_panel.py" line="98" />
        <source>Move</source>
        <translation>着法</translation>
    </message>
    <message>
        <location filename="../../app/view/explorer_panel.py" line="98" />
        <source>Games</source>
        <translation>局数</translation>
    </message>
    <message>
        <location filename="../../app/view/explorer_panel.py" line="99" />
        <source>Red / draw / Black</source>
        <translation>红胜 / 和 / 黑胜</translation>
    </message>
    <message>
        <location filename="../../app/view/explorer_panel.py" line="99" />
        <source>Year</source>
        <translation>年份</translation>
    </message>
    <message>
        <location filename="../../app/view/explorer_panel.py" line="99" />
        <source>Opening</source>
        <translation>开局</translation>
    </message>
    <message>
        <location filename="../../app/view/explorer_panel.py" line="113" />
        <source>Search this position</source>
        <translation>搜索此局面</translation>
    </message>
    <message>
        <location filename="../../app/view/explorer_panel.py" line="118" />
        <source>Only the games of:</source>
        <translation>只看以下开局的对局：</translation>
    </message>
    <message>
        <location filename="../../app/view/explorer_panel.py" line="131" />
        <source>Opening explorer</source>
        <translation>开局浏览</translation>
    </message>
    <message>
        <location filename="../../app/view/explorer_panel.py" line="189" />
        <source>Red wins %1, draws %2, Black wins %3</source>
        <translation>红胜 %1，和 %2，黑胜 %3</translation>
    </message>
    <message>
        <location filename="../../app/view/explorer_panel.py" line="203" />
        <source>%1 games continue from this position</source>
        <translation>此局面之后共 %1 局</translation>
    </message>
    <message>
        <location filename="../../app/view/explorer_panel.py" line="204" />
        <source>No game in the library reaches this position</source>
        <translation>棋谱库中没有对局达到此局面</translation>
    </message>
    <message>
        <location filename="../../app/view/explorer_panel.py" line="206" />
        <source>No game of %1 in the library reaches this position</source>
        <translation>棋谱库中没有 %1 的对局出现此局面</translation>
    </message>
    <message>
        <location filename="../../app/view/explorer_panel.py" line="207" />
        <source>%1 games of %2 continue from this position</source>
        <translation>此局面之后共 %1 局 %2 的对局</translation>
    </message>
</context>
<context>
    <name>GameListDialog</name>
    <message>
        <location filename="../../app/view/game_list.py" line="382" />
        <source>Choose a game</source>
        <translation>选择对局</translation>
    </message>
</context>
<context>
    <name>GameListModel</name>
    <message>
        <location filename="../../app/view/library_table.py" line="136" />
        <source>The file says: %1</source>
        <translation>棋谱文件所记：%1</translation>
    </message>
    <message>
        <location filename="../../app/view/library_table.py" line="137" />
        <source>%1
The file says: %2</source>
        <translation>%1
棋谱文件所记：%2</translation>
    </message>
    <message>
        <location filename="../../app/view/library_table.py" line="145" />
        <source>Red</source>
        <translation>红方</translation>
    </message>
    <message>
        <location filename="../../app/view/library_table.py" line="145" />
        <source>Black</source>
        <translation>黑方</translation>
    </message>
    <message>
        <location filename="../../app/view/library_table.py" line="145" />
        <source>Result</source>
        <translation>结果</translation>
    </message>
    <message>
        <location filename="../../app/view/library_table.py" line="145" />
        <source>Date</source>
        <translation>日期</translation>
    </message>
    <message>
        <location filename="../../app/view/library_table.py" line="145" />
        <source>Event</source>
        <translation>赛事</translation>
    </message>
    <message>
        <location filename="../../app/view/library_table.py" line="146" />
        <source>ECCO</source>
        <translation>ECCO</translation>
    </message>
    <message>
        <location filename="../../app/view/library_table.py" line="146" />
        <source>Opening</source>
        <translation>开局</translation>
    </message>
    <message>
        <location filename="../../app/view/library_table.py" line="146" />
        <source>Moves</source>
        <translation>步数</translation>
    </message>
    <message>
        <location filename="../../app/view/library_table.py" line="146" />
        <source>Ply</source>
        <translation>半回合</translation>
    </message>
</context>
<context>
    <name>GameListWidget</name>
    <message>
        <location filename="../../app/view/game_list.py" line="295" />
        <source>Filter by player or event</source>
        <translation>按棋手或赛事筛选</translation>
    </message>
    <message>
        <location filename="../../app/view/game_list.py" line="372" />
        <source>%1 games</source>
        <translation>%1 局</translation>
    </message>
    <message>
        <location filename="../../app/view/game_list.py" line="373" />
        <source>%1 of %2 games</source>
        <translation>%2 局中的 %1 局</translation>
    </message>
</context>
<context>
    <name>GameTableModel</name>
    <message>
        <location filename="../../app/view/game_list.py" line="169" />
        <source>Red</source>
        <translation>红方</translation>
    </message>
    <message>
        <location filename="../../app/view/game_list.py" line="169" />
        <source>Black</source>
        <translation>黑方</translation>
    </message>
    <message>
        <location filename="../../app/view/game_list.py" line="169" />
        <source>Event</source>
        <translation>赛事</translation>
    </message>
    <message>
        <location filename="../../app/view/game_list.py" line="169" />
        <source>Date</source>
        <translation>日期</translation>
    </message>
    <message>
        <location filename="../../app/view/game_list.py" line="169" />
        <source>Result</source>
        <translation>结果</translation>
    </message>
</context>
<context>
    <name>HeadersDialog</name>
    <message>
        <location filename="../../app/view/move_tree.py" line="364" />
        <source>Game information</source>
        <translation>对局信息</translation>
    </message>
    <message>
        <location filename="../../app/view/move_tree.py" line="368" />
        <source>Event</source>
        <translation>赛事</translation>
    </message>
    <message>
        <location filename="../../app/view/move_tree.py" line="368" />
        <source>Site</source>
        <translation>地点</translation>
    </message>
    <message>
        <location filename="../../app/view/move_tree.py" line="368" />
        <source>Date</source>
        <translation>日期</translation>
    </message>
    <message>
        <location filename="../../app/view/move_tree.py" line="369" />
        <source>Round</source>
        <translation>轮次</translation>
    </message>
    <message>
        <location filename="../../app/view/move_tree.py" line="369" />
        <source>Red</source>
        <translation>红方</translation>
    </message>
    <message>
        <location filename="../../app/view/move_tree.py" line="369" />
        <source>Black</source>
        <translation>黑方</translation>
    </message>
    <message>
        <location filename="../../app/view/move_tree.py" line="370" />
        <source>Result</source>
        <translation>结果</translation>
    </message>
    <message>
        <location filename="../../app/view/move_tree.py" line="370" />
        <source>Opening</source>
        <translation>开局</translation>
    </message>
    <message>
        <location filename="../../app/view/move_tree.py" line="386" />
        <source>ECCO</source>
        <translation>ECCO</translation>
    </message>
    <message>
        <location filename="../../app/view/move_tree.py" line="403" />
        <source>%1 (our classification)</source>
        <translation>%1（本程序的分类）</translation>
    </message>
    <message>
        <location filename="../../app/view/move_tree.py" line="407" />
        <source>The file says: %1</source>
        <translation>棋谱文件所记：%1</translation>
    </message>
    <message>
        <location filename="../../app/view/move_tree.py" line="408" />
        <source>Our classification: %1</source>
        <translation>本程序的分类：%1</translation>
    </message>
    <message>
        <location filename="../../app/view/move_tree.py" line="418" />
        <source>%1 characters, shown shortened: kept whole unless you change it</source>
        <translation>共 %1 个字符，此处只显示开头：不修改则完整保留</translation>
    </message>
</context>
<context>
    <name>LibraryWindow</name>
    <message>
        <location filename="../../app/view/library_window.py" line="220" />
        <source>This library is read-only: you can search, open and export games, but not import or delete them.</source>
        <translation>此棋谱库是只读的：可以搜索、打开和导出对局，但不能导入或删除。</translation>
    </message>
    <message>
        <location filename="../../app/view/library_window.py" line="260" />
        <source>Game library</source>
        <translation>棋谱库</translation>
    </message>
    <message>
        <location filename="../../app/view/library_window.py" line="261" />
        <source>either side</source>
        <translation>红方或黑方</translation>
    </message>
    <message>
        <location filename="../../app/view/library_window.py" line="262" />
        <location filename="../../app/view/library_window.py" line="263" />
        <source>YYYY or YYYY-MM-DD</source>
        <translation>年 或 年-月-日</translation>
    </message>
    <message>
        <location filename="../../app/view/library_window.py" line="264" />
        <source>code (C84, C8, C80-C89) or name</source>
        <translation>编号（C84、C8、C80-C89）或名称</translation>
    </message>
    <message>
        <location filename="../../app/view/library_window.py" line="265" />
        <location filename="../../app/view/library_window.py" line="266" />
        <source>any</source>
        <translation>不限</translation>
    </message>
    <message>
        <location filename="../../app/view/library_window.py" line="267" />
        <source>Clear</source>
        <translation>清除</translation>
    </message>
    <message>
        <location filename="../../app/view/library_window.py" line="268" />
        <source>Player:</source>
        <translation>棋手：</translation>
    </message>
    <message>
        <location filename="../../app/view/library_window.py" line="268" />
        <source>Red:</source>
        <translation>红方：</translation>
    </message>
    <message>
        <location filename="../../app/view/library_window.py" line="268" />
        <source>Black:</source>
        <translation>黑方：</translation>
    </message>
    <message>
        <location filename="../../app/view/library_window.py" line="268" />
        <source>Event:</source>
        <translation>赛事：</translation>
    </message>
    <message>
        <location filename="../../app/view/library_window.py" line="268" />
        <source>From:</source>
        <translation>从：</translation>
    </message>
    <message>
        <location filename="../../app/view/library_window.py" line="269" />
        <source>To:</source>
        <translation>到：</translation>
    </message>
    <message>
        <location filename="../../app/view/library_window.py" line="269" />
        <source>ECCO / opening:</source>
        <translation>ECCO / 开局：</translation>
    </message>
    <message>
        <location filename="../../app/view/library_window.py" line="269" />
        <source>Result:</source>
        <translation>结果：</translation>
    </message>
    <message>
        <location filename="../../app/view/library_window.py" line="269" />
        <source>At least (moves):</source>
        <translation>至少（回合）：</translation>
    </message>
    <message>
        <location filename="../../app/view/library_window.py" line="272" />
        <source>Back to the search</source>
        <translation>返回搜索</translation>
    </message>
    <message>
        <location filename="../../app/view/library_window.py" line="273" />
        <source>%v of %m files</source>
        <translation>%v / %m 个文件</translation>
    </message>
    <message>
        <location filename="../../app/view/library_window.py" line="274" />
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <location filename="../../app/view/library_window.py" line="275" />
        <source>Library</source>
        <translation>棋谱库</translation>
    </message>
    <message>
        <location filename="../../app/view/library_window.py" line="276" />
        <source>Import files…</source>
        <translation>导入文件…</translation>
    </message>
    <message>
        <location filename="../../app/view/library_window.py" line="276" />
        <source>Import folder…</source>
        <translation>导入文件夹…</translation>
    </message>
    <message>
        <location filename="../../app/view/library_window.py" line="277" />
        <source>Open</source>
        <translation>打开</translation>
    </message>
    <message>
        <location filename="../../app/view/library_window.py" line="277" />
        <source>Delete</source>
        <translation>删除</translation>
    </message>
    <message>
        <location filename="../../app/view/library_window.py" line="278" />
        <source>Export to PGN…</source>
        <translation>导出为 PGN…</translation>
    </message>
    <message>
        <location filename="../../app/view/library_window.py" line="278" />
        <source>Opening statistics</source>
        <translation>开局统计</translation>
    </message>
    <message>
        <location filename="../../app/view/library_window.py" line="287" />
        <source>%1%2 of %3 games</source>
        <translation>%1%2 / %3 局</translation>
    </message>
    <message>
        <location filename="../../app/view/library_window.py" line="313" />
        <source>%1 games reach this position (Ply: where it is reached)</source>
        <translation>%1 局达到此局面（步数：达到此局面时的半回合数）</translation>
    </message>
    <message>
        <location filename="../../app/view/library_window.py" line="352" />
        <source>%1 games written to %2</source>
        <translation>%1 局已写入 %2</translation>
    </message>
    <message>
        <location filename="../../app/view/library_window.py" line="371" />
        <source>Importing…</source>
        <translation>正在导入…</translation>
    </message>
    <message>
        <location filename="../../app/view/library_window.py" line="391" />
        <source>(and %1 more games that could not be read)</source>
        <translation>（另有 %1 局无法读取）</translation>
    </message>
    <message>
        <location filename="../../app/view/library_window.py" line="402" />
        <source>Import stopped: %1.</source>
        <translation>导入已停止：%1。</translation>
    </message>
    <message>
        <location filename="../../app/view/library_window.py" line="403" />
        <source>Import cancelled</source>
        <translation>导入已取消</translation>
    </message>
    <message>
        <location filename="../../app/view/library_window.py" line="403" />
        <source>Import finished</source>
        <translation>导入完成</translation>
    </message>
    <message>
        <location filename="../../app/view/library_window.py" line="405" />
        <source>%1 games added</source>
        <translation>新增 %1 局</translation>
    </message>
    <message>
        <location filename="../../app/view/library_window.py" line="406" />
        <source>%1 duplicates skipped</source>
        <translation>跳过重复 %1 局</translation>
    </message>
    <message>
        <location filename="../../app/view/library_window.py" line="407" />
        <source>%1 files read</source>
        <translation>读取 %1 个文件</translation>
    </message>
    <message>
        <location filename="../../app/view/library_window.py" line="409" />
        <source>%1 unchanged files skipped</source>
        <translation>跳过未改动的文件 %1 个</translation>
    </message>
    <message>
        <location filename="../../app/view/library_window.py" line="411" />
        <source>%1 files not read (listed below)</source>
        <translation>%1 个文件未读取（见下）</translation>
    </message>
    <message>
        <location filename="../../app/view/library_window.py" line="413" />
        <source>%1 failures (listed below)</source>
        <translation>%1 处失败（见下）</translation>
    </message>
    <message>
        <location filename="../../app/view/library_window.py" line="414" />
        <source>no failures</source>
        <translation>没有失败</translation>
    </message>
    <message>
        <location filename="../../app/view/library_window.py" line="419" />
        <source>Library error: %1</source>
        <translation>棋谱库错误：%1</translation>
    </message>
    <message>
        <location filename="../../app/view/library_window.py" line="424" />
        <source>Import games</source>
        <translation>导入棋谱</translation>
    </message>
    <message>
        <location filename="../../app/view/library_window.py" line="425" />
        <source>Game files (*.pgn *.xqf *.cbr *.cbl *.ubb *.txt *.wxf *.htm *.html);;All files (*)</source>
        <translation>棋谱文件 (*.pgn *.xqf *.cbr *.cbl *.ubb *.txt *.wxf *.htm *.html);;所有文件 (*)</translation>
    </message>
    <message>
        <location filename="../../app/view/library_window.py" line="429" />
        <source>Import a folder of games</source>
        <translation>导入棋谱文件夹</translation>
    </message>
    <message>
        <location filename="../../app/view/library_window.py" line="433" />
        <source>Export games</source>
        <translation>导出棋谱</translation>
    </message>
    <message>
        <location filename="../../app/view/library_window.py" line="433" />
        <source>PGN files (*.pgn)</source>
        <translation>PGN 文件 (*.pgn)</translation>
    </message>
    <message>
        <location filename="../../app/view/library_window.py" line="438" />
        <source>Delete games</source>
        <translation>删除棋谱</translation>
    </message>
    <message>
        <location filename="../../app/view/library_window.py" line="439" />
        <source>Delete %1 games from the library?</source>
        <translation>从棋谱库删除 %1 局？</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../app/view/main_window.py" line="152" />
        <source>Xiangqi Studio</source>
        <translation>象棋工作室</translation>
    </message>
    <message>
        <location filename="../../app/view/main_window.py" line="160" />
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <location filename="../../app/view/main_window.py" line="161" />
        <source>&amp;New game…</source>
        <translation>新对局(&amp;N)…</translation>
    </message>
    <message>
        <location filename="../../app/view/main_window.py" line="162" />
        <source>&amp;Open saved games…</source>
        <translation>打开棋谱(&amp;O)…</translation>
    </message>
    <message>
        <location filename="../../app/view/main_window.py" line="164" />
        <source>Open &amp;recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../app/view/main_window.py" line="166" />
        <source>&amp;Position editor…</source>
        <translation>摆棋(&amp;P)…</translation>
    </message>
    <message>
        <location filename="../../app/view/main_window.py" line="167" />
        <source>P&amp;uzzles…</source>
        <translation>习题(&amp;U)…</translation>
    </message>
    <message>
        <location filename="../../app/view/main_window.py" line="176" />
        <source>&amp;Save game</source>
        <translation>保存对局(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../app/view/main_window.py" line="177" />
        <source>Save game &amp;as PGN…</source>
        <translation>对局另存为 PGN(&amp;A)…</translation>
    </message>
    <message>
        <location filename="../../app/view/main_window.py" line="179" />
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <location filename="../../app/view/main_window.py" line="180" />
        <source>&amp;Game</source>
        <translation>对局(&amp;G)</translation>
    </message>
    <message>
        <location filename="../../app/view/main_window.py" line="183" />
        <source>&amp;Undo move</source>
        <translation>悔棋(&amp;U)</translation>
    </message>
    <message>
        <location filename="../../app/view/main_window.py" line="184" />
        <source>&amp;Resign</source>
        <translation>认输(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../app/view/main_window.py" line="185" />
        <source>Offer &amp;draw</source>
        <translation>提和(&amp;D)</translation>
    </message>
    <message>
        <location filename="../../app/view/main_window.py" line="186" />
        <source>&amp;Hint</source>
        <translation>提示(&amp;H)</translation>
    </message>
    <message>
        <location filename="../../app/view/main_window.py" line="187" />
        <source>&amp;Move now</source>
        <translation>立即走棋(&amp;M)</translation>
    </message>
    <message>
        <location filename="../../app/view/main_window.py" line="189" />
        <source>&amp;Pause</source>
        <translation>暂停(&amp;P)</translation>
    </message>
    <message>
        <location filename="../../app/view/main_window.py" line="192" />
        <source>&amp;Stop the computers</source>
        <translation>停止电脑对弈(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../app/view/main_window.py" line="193" />
        <source>&amp;Add time</source>
        <translation>加时(&amp;A)</translation>
    </message>
    <message>
        <location filename="../../app/view/main_window.py" line="195" />
        <source>+1 minute for %1</source>
        <translation>给%1加 1 分钟</translation>
    </message>
    <message>
        <location filename="../../app/view/main_window.py" line="198" />
        <source>&amp;Copy FEN</source>
        <translation>复制局面(&amp;C)</translation>
    </message>
    <message>
        <location filename="../../app/view/main_window.py" line="202" />
        <source>&amp;View</source>
        <translation>查看(&amp;V)</translation>
    </message>
    <message>
        <location filename="../../app/view/main_window.py" line="203" />
        <source>&amp;Flip board</source>
        <translation>翻转棋盘(&amp;F)</translation>
    </message>
    <message>
        <location filename="../../app/view/main_window.py" line="204" />
        <source>&amp;Notation</source>
        <translation>记谱(&amp;N)</translation>
    </message>
    <message>
        <location filename="../../app/view/main_window.py" line="206" />
        <source>Chinese</source>
        <translation>中文</translation>
    </message>
    <message>
        <location filename="../../app/view/main_window.py" line="213" />
        <source>&amp;Pieces</source>
        <translation>棋子(&amp;P)</translation>
    </message>
    <message>
        <location filename="../../app/view/main_window.py" line="215" />
        <source>Chinese characters</source>
        <translation>汉字棋子</translation>
    </message>
    <message>
        <location filename="../../app/view/main_window.py" line="215" />
        <source>International symbols</source>
        <translation>国际符号棋子</translation>
    </message>
    <message>
        <location filename="../../app/view/main_window.py" line="216" />
        <source>High contrast (shape and outline)</source>
        <translation>高对比（形状和轮廓）</translation>
    </message>
    <message>
        <location filename="../../app/view/main_window.py" line="226" />
        <source>&amp;Tools</source>
        <translation>工具(&amp;T)</translation>
    </message>
    <message>
        <location filename="../../app/view/main_window.py" line="227" />
        <source>&amp;Engines…</source>
        <translation>引擎(&amp;E)…</translation>
    </message>
    <message>
        <location filename="../../app/view/main_window.py" line="228" />
        <source>Game &amp;library…</source>
        <translation>棋谱库(&amp;L)…</translation>
    </message>
    <message>
        <location filename="../../app/view/main_window.py" line="229" />
        <source>&amp;Search this position in the library</source>
        <translation>在棋谱库中搜索此局面(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../app/view/main_window.py" line="231" />
        <source>&amp;Review games…</source>
        <translation>复盘多局(&amp;R)…</translation>
    </message>
    <message>
        <location filename="../../app/view/main_window.py" line="232" />
        <source>&amp;Tournament…</source>
        <translation>引擎比赛(&amp;T)…</translation>
    </message>
    <message>
        <location filename="../../app/view/main_window.py" line="233" />
        <source>&amp;Settings</source>
        <translation>设置(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../app/view/main_window.py" line="234" />
        <source>&amp;Preferences…</source>
        <translation>偏好设置(&amp;P)…</translation>
    </message>
    <message>
        <location filename="../../app/view/main_window.py" line="236" />
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <location filename="../../app/view/main_window.py" line="237" />
        <source>&amp;What are these rules?</source>
        <translation>这些规则是什么？(&amp;W)</translation>
    </message>
    <message>
        <location filename="../../app/view/main_window.py" line="239" />
        <source>Continue from here</source>
        <translation>从这里继续</translation>
    </message>
    <message>
        <location filename="../../app/view/main_window.py" line="240" />
        <source>Red</source>
        <translation>红方</translation>
    </message>
    <message>
        <location filename="../../app/view/main_window.py" line="240" />
        <source>Black</source>
        <translation>黑方</translation>
    </message>
    <message>
        <location filename="../../app/view/main_window.py" line="241" />
        <source>Move list</source>
        <translation>着法记录</translation>
    </message>
    <message>
        <location filename="../../app/view/main_window.py" line="242" />
        <source>First move</source>
        <translation>第一步</translation>
    </message>
    <message>
        <location filename="../../app/view/main_window.py" line="242" />
        <source>Previous move</source>
        <translation>上一步</translation>
    </message>
    <message>
        <location filename="../../app/view/main_window.py" line="243" />
        <source>Next move</source>
        <translation>下一步</translation>
    </message>
    <message>
        <location filename="../../app/view/main_window.py" line="243" />
        <source>Last move</source>
        <translation>最后一步</translation>
    </message>
    <message>
        <location filename="../../app/view/main_window.py" line="338" />
        <source>Viewing an earlier position</source>
        <translation>正在查看之前的局面</translation>
    </message>
    <message>
        <location filename="../../app/view/main_window.py" line="342" />
        <source>Paused</source>
        <translation>已暂停</translation>
    </message>
    <message>
        <location filename="../../app/view/main_window.py" line="344" />
        <source>%1 to move</source>
        <translation>轮到%1走</translation>
    </message>
</context>
<context>
    <name>MoveHistory</name>
    <message>
        <location filename="../../app/view/history.py" line="29" />
        <source>Red</source>
        <translation>红方</translation>
    </message>
    <message>
        <location filename="../../app/view/history.py" line="29" />
        <source>Black</source>
        <translation>黑方</translation>
    </message>
    <message>
        <location filename="../../app/view/history.py" line="35" />
        <source>Move list</source>
        <translation>着法记录</translation>
    </message>
</context>
<context>
    <name>MoveTree</name>
    <message>
        <location filename="../../app/view/move_tree.py" line="111" />
        <source>Move</source>
        <translation>着法</translation>
    </message>
    <message>
        <location filename="../../app/view/move_tree.py" line="111" />
        <source>Comment</source>
        <translation>注释</translation>
    </message>
    <message>
        <location filename="../../app/view/move_tree.py" line="111" />
        <source>Clock</source>
        <translation>用时</translation>
    </message>
    <message>
        <location filename="../../app/view/move_tree.py" line="111" />
        <source>Eval (Red)</source>
        <translation>评分（红方）</translation>
    </message>
    <message>
        <location filename="../../app/view/move_tree.py" line="113" />
        <source>The evaluation from Red's side, in pawns: above 0 Red is better, below 0 Black; M3: Red mates in 3, -M3: Black mates in 3</source>
        <translation>从红方看的评分，以兵为单位：正数为红方优，负数为黑方优；M3：红方 3 步杀，-M3：黑方 3 步杀</translation>
    </message>
    <message>
        <location filename="../../app/view/move_tree.py" line="316" />
        <source>Promote variation</source>
        <translation>变着上移</translation>
    </message>
    <message>
        <location filename="../../app/view/move_tree.py" line="317" />
        <source>Demote variation</source>
        <translation>变着下移</translation>
    </message>
    <message>
        <location filename="../../app/view/move_tree.py" line="318" />
        <source>Make main line</source>
        <translation>设为主线</translation>
    </message>
    <message>
        <location filename="../../app/view/move_tree.py" line="319" />
        <source>Delete from here</source>
        <translation>从此处删除</translation>
    </message>
    <message>
        <location filename="../../app/view/move_tree.py" line="320" />
        <source>Delete the moves after this</source>
        <translation>删除此后的着法</translation>
    </message>
</context>
<context>
    <name>NoticeBar</name>
    <message>
        <location filename="../../app/view/notice_bar.py" line="51" />
        <source>Dismiss</source>
        <translation>关闭</translation>
    </message>
</context>
<context>
    <name>OpeningStatsPanel</name>
    <message>
        <location filename="../../app/view/opening_stats.py" line="84" />
        <source>Opening statistics</source>
        <translation>开局统计</translation>
    </message>
    <message>
        <location filename="../../app/view/opening_stats.py" line="150" />
        <location filename="../../app/view/opening_stats.py" line="167" />
        <source>ECCO</source>
        <translation>ECCO</translation>
    </message>
    <message>
        <location filename="../../app/view/opening_stats.py" line="150" />
        <source>Games</source>
        <translation>局数</translation>
    </message>
    <message>
        <location filename="../../app/view/opening_stats.py" line="150" />
        <source>Red / draw / Black</source>
        <translation>红胜 / 和 / 黑胜</translation>
    </message>
    <message>
        <location filename="../../app/view/opening_stats.py" line="152" />
        <source>The most played openings in the library</source>
        <translation>棋谱库中最常见的开局</translation>
    </message>
    <message>
        <location filename="../../app/view/opening_stats.py" line="153" />
        <source>No classified game in the library</source>
        <translation>棋谱库中没有已分类的对局</translation>
    </message>
    <message>
        <location filename="../../app/view/opening_stats.py" line="160" />
        <source>Red wins %1, draws %2, Black wins %3</source>
        <translation>红胜 %1，和 %2，黑胜 %3</translation>
    </message>
    <message>
        <location filename="../../app/view/opening_stats.py" line="167" />
        <source>As Red</source>
        <translation>执红</translation>
    </message>
    <message>
        <location filename="../../app/view/opening_stats.py" line="167" />
        <source>As Black</source>
        <translation>执黑</translation>
    </message>
    <message>
        <location filename="../../app/view/opening_stats.py" line="169" />
        <source>%1 by opening: games and share of the points</source>
        <translation>%1 的各开局战绩：局数与得分率</translation>
    </message>
    <message>
        <location filename="../../app/view/opening_stats.py" line="170" />
        <source>No classified game of %1</source>
        <translation>没有 %1 的已分类对局</translation>
    </message>
    <message>
        <location filename="../../app/view/opening_stats.py" line="177" />
        <source>%1 wins, %2 draws, %3 losses</source>
        <translation>胜 %1，和 %2，负 %3</translation>
    </message>
</context>
<context>
    <name>PositionEditor</name>
    <message>
        <location filename="../../app/view/position_editor.py" line="136" />
        <source>Set up a position</source>
        <translation>摆放局面</translation>
    </message>
    <message>
        <location filename="../../app/view/position_editor.py" line="147" />
        <source>Type or paste a FEN</source>
        <translation>输入或粘贴 FEN</translation>
    </message>
    <message>
        <location filename="../../app/view/position_editor.py" line="155" />
        <source>Play from here</source>
        <translation>从此局面对弈</translation>
    </message>
    <message>
        <location filename="../../app/view/position_editor.py" line="156" />
        <source>Study from here</source>
        <translation>从此局面研究</translation>
    </message>
    <message>
        <location filename="../../app/view/position_editor.py" line="175" />
        <source>Pieces</source>
        <translation>棋子</translation>
    </message>
    <message>
        <location filename="../../app/view/position_editor.py" line="193" />
        <source>Eraser</source>
        <translation>橡皮</translation>
    </message>
    <message>
        <location filename="../../app/view/position_editor.py" line="194" />
        <source>Click a point to remove its piece (or right-click it)</source>
        <translation>点击交叉点移除棋子（或右键点击）</translation>
    </message>
    <message>
        <location filename="../../app/view/position_editor.py" line="201" />
        <source>Side to move</source>
        <translation>走子方</translation>
    </message>
    <message>
        <location filename="../../app/view/position_editor.py" line="205" />
        <source>Clear board</source>
        <translation>清空棋盘</translation>
    </message>
    <message>
        <location filename="../../app/view/position_editor.py" line="207" />
        <source>Start position</source>
        <translation>初始局面</translation>
    </message>
    <message>
        <location filename="../../app/view/position_editor.py" line="280" />
        <source>Not a FEN: ten ranks of pieces and digits, then w or b</source>
        <translation>不是 FEN：应为十行棋子与数字，再加 w 或 b</translation>
    </message>
    <message>
        <location filename="../../app/view/position_editor.py" line="305" />
        <source>Legal position, %1 to move</source>
        <translation>合法局面，轮到%1走</translation>
    </message>
</context>
<context>
    <name>StudyWindow</name>
    <message>
        <location filename="../../app/view/study_window.py" line="187" />
        <source>Games</source>
        <translation>局数</translation>
    </message>
    <message>
        <location filename="../../app/view/study_window.py" line="188" />
        <source>Game info…</source>
        <translation>对局信息…</translation>
    </message>
    <message>
        <location filename="../../app/view/study_window.py" line="189" />
        <source>Promote</source>
        <translation>上移</translation>
    </message>
    <message>
        <location filename="../../app/view/study_window.py" line="190" />
        <source>Main line</source>
        <translation>主线</translation>
    </message>
    <message>
        <location filename="../../app/view/study_window.py" line="191" />
        <source>Delete</source>
        <translation>删除</translation>
    </message>
    <message>
        <location filename="../../app/view/study_window.py" line="192" />
        <source>Autoplay</source>
        <translation>自动播放</translation>
    </message>
    <message>
        <location filename="../../app/view/study_window.py" line="193" />
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <location filename="../../app/view/study_window.py" line="194" />
        <source>Seconds per move</source>
        <translation>每步秒数</translation>
    </message>
    <message>
        <location filename="../../app/view/study_window.py" line="198" />
        <source>Type a comment here</source>
        <translation>在此输入注释</translation>
    </message>
    <message>
        <location filename="../../app/view/study_window.py" line="199" />
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <location filename="../../app/view/study_window.py" line="199" />
        <source>Open &amp;recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../app/view/study_window.py" line="200" />
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <location filename="../../app/view/study_window.py" line="200" />
        <source>&amp;View</source>
        <translation>查看(&amp;V)</translation>
    </message>
    <message>
        <location filename="../../app/view/study_window.py" line="201" />
        <source>&amp;Notation</source>
        <translation>记谱(&amp;N)</translation>
    </message>
    <message>
        <location filename="../../app/view/study_window.py" line="204" />
        <source>&amp;Open…</source>
        <translation>打开(&amp;O)…</translation>
    </message>
    <message>
        <location filename="../../app/view/study_window.py" line="204" />
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../app/view/study_window.py" line="204" />
        <source>Save &amp;as…</source>
        <translation>另存为(&amp;A)…</translation>
    </message>
    <message>
        <location filename="../../app/view/study_window.py" line="205" />
        <source>&amp;Close</source>
        <translation>关闭(&amp;C)</translation>
    </message>
    <message>
        <location filename="../../app/view/study_window.py" line="205" />
        <source>Game &amp;information…</source>
        <translation>对局信息(&amp;I)…</translation>
    </message>
    <message>
        <location filename="../../app/view/study_window.py" line="206" />
        <source>&amp;Promote variation</source>
        <translation>变着上移(&amp;P)</translation>
    </message>
    <message>
        <location filename="../../app/view/study_window.py" line="206" />
        <source>&amp;Demote variation</source>
        <translation>变着下移(&amp;D)</translation>
    </message>
    <message>
        <location filename="../../app/view/study_window.py" line="207" />
        <source>Make &amp;main line</source>
        <translation>设为主线(&amp;M)</translation>
    </message>
    <message>
        <location filename="../../app/view/study_window.py" line="207" />
        <source>De&amp;lete from here</source>
        <translation>从此处删除(&amp;L)</translation>
    </message>
    <message>
        <location filename="../../app/view/study_window.py" line="208" />
        <source>Delete the moves &amp;after this</source>
        <translation>删除此后的着法(&amp;A)</translation>
    </message>
    <message>
        <location filename="../../app/view/study_window.py" line="208" />
        <source>&amp;Flip board</source>
        <translation>翻转棋盘(&amp;F)</translation>
    </message>
    <message>
        <location filename="../../app/view/study_window.py" line="209" />
        <source>&amp;Autoplay</source>
        <translation>自动播放(&amp;A)</translation>
    </message>
    <message>
        <location filename="../../app/view/study_window.py" line="209" />
        <source>Chinese</source>
        <translation>中文</translation>
    </message>
    <message>
        <location filename="../../app/view/study_window.py" line="438" />
        <source>in a variation</source>
        <translation>在变着中</translation>
    </message>
    <message>
        <location filename="../../app/view/study_window.py" line="440" />
        <source>%1 has no legal move</source>
        <translation>%1无子可走</translation>
    </message>
    <message>
        <location filename="../../app/view/study_window.py" line="459" />
        <source>Start position</source>
        <translation>初始局面</translation>
    </message>
    <message>
        <location filename="../../app/view/study_window.py" line="465" />
        <source>Red</source>
        <translation>红方</translation>
    </message>
    <message>
        <location filename="../../app/view/study_window.py" line="465" />
        <source>Black</source>
        <translation>黑方</translation>
    </message>
    <message>
        <location filename="../../app/view/study_window.py" line="488" />
        <source>Study</source>
        <translation>打谱</translation>
    </message>
    <message>
        <location filename="../../app/view/study_window.py" line="488" />
        <source>Xiangqi Studio</source>
        <translation>象棋工作室</translation>
    </message>
    <message>
        <location filename="../../app/view/study_window.py" line="503" />
        <source>Untitled</source>
        <translation>未命名</translation>
    </message>
    <message>
        <location filename="../../app/view/study_window.py" line="641" />
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <location filename="../../app/view/study_window.py" line="641" />
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../app/view/study_window.py" line="655" />
        <source>Comment before the first move</source>
        <translation>第一步之前的注释</translation>
    </message>
    <message>
        <location filename="../../app/view/study_window.py" line="658" />
        <source>Comment on %1</source>
        <translation>对 %1 的注释</translation>
    </message>
    <message>
        <location filename="../../app/view/study_window.py" line="755" />
        <source>Save failed</source>
        <translation>保存失败</translation>
    </message>
    <message>
        <location filename="../../app/view/study_window.py" line="759" />
        <source>Saved %1</source>
        <translation>已保存 %1</translation>
    </message>
    <message>
        <location filename="../../app/view/study_window.py" line="786" />
        <source>Reading %1…</source>
        <translation>正在读取 %1…</translation>
    </message>
    <message>
        <location filename="../../app/view/study_window.py" line="787" />
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <location filename="../../app/view/study_window.py" line="795" />
        <source>Opening cancelled</source>
        <translation>已取消打开</translation>
    </message>
    <message>
        <location filename="../../app/view/study_window.py" line="822" />
        <source>(none)</source>
        <translation>（无）</translation>
    </message>
</context>
<context>
    <name>TournamentWindow</name>
    <message>
        <location filename="../../app/view/tournament_window.py" line="277" />
        <source>Built-in engine: %1</source>
        <translation>内置引擎：%1</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_window.py" line="282" />
        <location filename="../../app/view/tournament_window.py" line="597" />
        <location filename="../../app/view/tournament_window.py" line="632" />
        <location filename="../../app/view/tournament_window.py" line="732" />
        <source>Tournament</source>
        <translation>引擎比赛</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_window.py" line="283" />
        <source>Participants (tick two or more; in a gauntlet the first plays all the others)</source>
        <translation>参赛引擎（至少选中两个；车轮战中第一个与其余各个对局）</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_window.py" line="285" />
        <source>Move up</source>
        <translation>上移</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_window.py" line="286" />
        <source>Move down</source>
        <translation>下移</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_window.py" line="290" />
        <source>Round robin (two engines: a match)</source>
        <translation>循环赛（两个引擎即为对决）</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_window.py" line="291" />
        <source>Gauntlet</source>
        <translation>车轮战</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_window.py" line="292" />
        <source>Start position</source>
        <translation>初始局面</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_window.py" line="292" />
        <source>Opening book</source>
        <translation>开局库</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_window.py" line="293" />
        <location filename="../../app/view/tournament_window.py" line="445" />
        <source>ECCO codes</source>
        <translation>ECCO 编号</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_window.py" line="293" />
        <source>PGN or EPD file</source>
        <translation>PGN 或 EPD 文件</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_window.py" line="294" />
        <source>Chinese rules (CXQ)</source>
        <translation>中国规则（CXQ）</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_window.py" line="294" />
        <source>Asian rules</source>
        <translation>亚洲规则</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_window.py" line="295" />
        <source>Format</source>
        <translation>赛制</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_window.py" line="295" />
        <source>Games per pairing</source>
        <translation>每对局数</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_window.py" line="295" />
        <source>Time control</source>
        <translation>用时</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_window.py" line="296" />
        <location filename="../../app/view/tournament_window.py" line="579" />
        <location filename="../../app/view/tournament_window.py" line="605" />
        <source>Openings</source>
        <translation>开局</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_window.py" line="296" />
        <source>Time margin</source>
        <translation>用时余量</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_window.py" line="297" />
        <source>Rules</source>
        <translation>规则</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_window.py" line="297" />
        <source>Plies of each line</source>
        <translation>每个开局的步数</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_window.py" line="303" />
        <source>Default</source>
        <translation>默认</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_window.py" line="304" />
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_window.py" line="305" />
        <source>How late a move may come and still count; later, the engine loses on time. Default: 100 ms past the flag with a clock, 1000 ms past the time a move with movetime. Late moves are noted in the PGN and the standings.</source>
        <translation>着法超出时限多少以内仍然有效；超出更多则引擎超时负。默认：有棋钟时为棋钟用完后 100 ms，每步限时时为每步时间用完后 1000 ms。超时但仍有效的着法会记入 PGN 和排名。</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_window.py" line="309" />
        <source>All</source>
        <translation>全部</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_window.py" line="310" />
        <source>How many plies of each opening line are played before the engines take over</source>
        <translation>引擎接手之前，每个开局先走多少步（半回合）</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_window.py" line="312" />
        <source>The file the games are written to</source>
        <translation>保存对局的文件</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_window.py" line="313" />
        <source>Every game is written to this file as it ends; the tournament's state is kept beside it (.tournament.json), to resume it.</source>
        <translation>每局结束时写入此文件；比赛的进度保存在同一文件夹（.tournament.json），用于继续比赛。</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_window.py" line="315" />
        <source>Adjudication: end games early (optional)</source>
        <translation>裁定：提前结束对局（可选）</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_window.py" line="316" />
        <source>A side loses when both engines see it behind</source>
        <translation>双方引擎都认为一方落后时判其负</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_window.py" line="317" />
        <source>by at least</source>
        <translation>至少落后</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_window.py" line="318" />
        <location filename="../../app/view/tournament_window.py" line="321" />
        <source>for</source>
        <translation>持续</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_window.py" line="319" />
        <source>A draw when both engines see the game level</source>
        <translation>双方引擎的评分都接近 0 时判和</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_window.py" line="320" />
        <source>within</source>
        <translation>评分不超过</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_window.py" line="322" />
        <source>counting from move</source>
        <translation>起算回合</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_window.py" line="323" />
        <source>A draw when the game reaches</source>
        <translation>对局达到此步数时判和</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_window.py" line="325" />
        <source> cp</source>
        <translation> 分</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_window.py" line="326" />
        <source>Centipawns: 100 is about a pawn</source>
        <translation>分：100 分约等于一个兵</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_window.py" line="328" />
        <source> moves</source>
        <translation> 步</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_window.py" line="329" />
        <location filename="../../app/view/tournament_window.py" line="330" />
        <source>Moves of each engine in a row</source>
        <translation>每个引擎连续的步数</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_window.py" line="331" />
        <source>Stop a match early by the SPRT (two engines)</source>
        <translation>用 SPRT 提前结束对决（两个引擎）</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_window.py" line="332" />
        <source>A sequential probability ratio test of the first engine against the second: the match stops as soon as the results decide between the two hypotheses with the error rates chosen</source>
        <translation>对第一个引擎与第二个引擎做 SPRT 判定：结果能按所选的错误率在两个假设之间作出判断时，对决即停止</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_window.py" line="335" />
        <source>H0: the first is at most this much stronger (Elo)</source>
        <translation>H0：第一个引擎的 Elo 至多高出这么多</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_window.py" line="336" />
        <source>H1: the first is at least this much stronger (Elo)</source>
        <translation>H1：第一个引擎的 Elo 至少高出这么多</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_window.py" line="337" />
        <source>Alpha: the risk of accepting H1 wrongly</source>
        <translation>alpha：误接受 H1 的比率</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_window.py" line="338" />
        <source>Beta: the risk of accepting H0 wrongly</source>
        <translation>beta：误接受 H0 的比率</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_window.py" line="344" />
        <source>Choose the PGN file of a tournament, or its state file (.tournament.json)</source>
        <translation>选择比赛的 PGN 文件，或它的进度文件（.tournament.json）</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_window.py" line="347" />
        <source>The progress shows here once the tournament starts</source>
        <translation>比赛开始后，这里显示进度</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_window.py" line="578" />
        <source>Choose the tournament to resume</source>
        <translation>选择要继续的比赛</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_window.py" line="683" />
        <source>Stopped. Resume goes on with the games under way, from where they stopped, and plays the rest.</source>
        <translation>已停止。继续比赛时，进行中的对局从停止处接着下，然后下完其余对局。</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_window.py" line="732" />
        <source>Stop the tournament? The finished games are saved, the games under way are kept as far as they went, and Resume plays the rest.</source>
        <translation>停止比赛？已完成的对局已保存，进行中的对局保留到停止时的局面，继续比赛时下完其余对局。</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_window.py" line="298" />
        <source>Games at once</source>
        <translation>同时对局数</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_window.py" line="298" />
        <source>PGN file</source>
        <translation>PGN 文件</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_window.py" line="301" />
        <source>A clock (3+2: 3 minutes and 2 seconds a move; 40/5: 40 moves in 5 minutes) or a limit a move: movetime=100ms, depth=8, nodes=100000</source>
        <translation>棋钟（3+2：3 分钟，每步加 2 秒；40/5：5 分钟走 40 步）或每步限制：movetime=100ms、depth=8、nodes=100000</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_window.py" line="340" />
        <location filename="../../app/view/tournament_window.py" line="341" />
        <source>Browse…</source>
        <translation>浏览…</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_window.py" line="342" />
        <source>Start</source>
        <translation>开始</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_window.py" line="343" />
        <source>Resume a saved tournament…</source>
        <translation>继续已保存的比赛…</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_window.py" line="346" />
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_window.py" line="348" />
        <source>Standings</source>
        <translation>排名</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_window.py" line="349" />
        <source>Finished games</source>
        <translation>已完成的对局</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_window.py" line="605" />
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_window.py" line="446" />
        <source>Opening file</source>
        <translation>开局文件</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_window.py" line="447" />
        <source>A code or a range, such as C70-C79</source>
        <translation>一个编号或一个范围，例如 C70-C79</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_window.py" line="448" />
        <source>A PGN or EPD file</source>
        <translation>PGN 或 EPD 文件</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_window.py" line="569" />
        <source>Games (*.pgn);;All files (*)</source>
        <translation>棋谱 (*.pgn);;所有文件 (*)</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_window.py" line="571" />
        <source>Write the games to</source>
        <translation>对局保存到</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_window.py" line="577" />
        <source>Saved tournaments (*.tournament.json *.pgn);;All files (*)</source>
        <translation>已保存的比赛 (*.tournament.json *.pgn);;所有文件 (*)</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_window.py" line="579" />
        <source>Openings (*.pgn *.epd);;All files (*)</source>
        <translation>开局 (*.pgn *.epd);;所有文件 (*)</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_window.py" line="597" />
        <source>A tournament is saved with %1. Resume it?</source>
        <translation>%1 保存有未完成的比赛。要继续吗？</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_window.py" line="603" />
        <source>Choose the file of the openings</source>
        <translation>请选择开局文件</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_window.py" line="604" />
        <source>Give an ECCO code or a range of codes</source>
        <translation>请输入一个 ECCO 编号或编号范围</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_window.py" line="639" />
        <source>Stop the tournament? The games under way (%1) will stop; each is kept as far as it went and goes on from there when you resume the tournament.</source>
        <translation>停止比赛？进行中的对局（%1 局）将停止；每局都保留到停止时的局面，继续比赛时从那里接着下。</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_window.py" line="681" />
        <source>The tournament is complete.</source>
        <translation>比赛已完成。</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_window.py" line="682" />
        <source>The SPRT decided: the match is over.</source>
        <translation>SPRT 已有结论：对决结束。</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_window.py" line="716" />
        <source>Continue</source>
        <translation>继续</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_window.py" line="716" />
        <source>Pause</source>
        <translation>暂停</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_window.py" line="721" />
        <source>Paused: %1 of %2 games played</source>
        <translation>已暂停：已下 %1 局，共 %2 局</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_window.py" line="721" />
        <source>Running: %1 of %2 games played</source>
        <translation>进行中：已下 %1 局，共 %2 局</translation>
    </message>
</context>
<context>
    <name>texts</name>
    <message>
        <location filename="../../app/view/clock_widget.py" line="73" />
        <source>Starts with the first move</source>
        <translation>走第一步后开始计时</translation>
    </message>
    <message>
        <location filename="../../app/view/clock_widget.py" line="85" />
        <source>byo-yomi ×%1</source>
        <translation>读秒 ×%1</translation>
    </message>
    <message>
        <location filename="../../app/view/clock_widget.py" line="87" />
        <source>%1 moves to go</source>
        <translation>还要走 %1 步</translation>
    </message>
    <message>
        <location filename="../../app/view/study_window.py" line="436" />
        <source>%1 to move</source>
        <translation>轮到%1走</translation>
    </message>
<message>
        <location filename="../../app/view/access_texts.py" line="10" />
        <source>red %1</source>
        <translation>红%1</translation>
    </message>
    <message>
        <location filename="../../app/view/access_texts.py" line="10" />
        <source>black %1</source>
        <translation>黑%1</translation>
    </message>
    <message>
        <location filename="../../app/view/access_texts.py" line="15" />
        <location filename="../../app/view/texts.py" line="171" />
        <source>file %1, rank %2</source>
        <translation>%1路第%2线</translation>
    </message>
    <message>
        <location filename="../../app/view/access_texts.py" line="16" />
        <source>empty</source>
        <translation>空</translation>
    </message>
    <message>
        <location filename="../../app/view/access_texts.py" line="22" />
        <source>selected</source>
        <translation>已选中</translation>
    </message>
    <message>
        <location filename="../../app/view/access_texts.py" line="22" />
        <source>legal move</source>
        <translation>可以走到</translation>
    </message>
    <message>
        <location filename="../../app/view/access_texts.py" line="22" />
        <source>legal capture</source>
        <translation>可以吃子</translation>
    </message>
    <message>
        <location filename="../../app/view/access_texts.py" line="23" />
        <source>last move</source>
        <translation>上一着</translation>
    </message>
    <message>
        <location filename="../../app/view/access_texts.py" line="23" />
        <source>in check</source>
        <translation>被将军</translation>
    </message>
    <message>
        <location filename="../../app/view/access_texts.py" line="29" />
        <source>Type a move (炮二平五, C2.5, h2e2), Enter plays it</source>
        <translation>输入着法（炮二平五、C2.5、h2e2），按回车走棋</translation>
    </message>
    <message>
        <location filename="../../app/view/access_texts.py" line="35" />
        <source>Enter plays %1</source>
        <translation>按回车走 %1</translation>
    </message>
    <message>
        <location filename="../../app/view/access_texts.py" line="37" />
        <source>No legal move matches</source>
        <translation>没有相符的合法着法</translation>
    </message>
    <message>
        <location filename="../../app/view/access_texts.py" line="38" />
        <source>%1 moves match</source>
        <translation>%1 个着法相符</translation>
    </message>
    <message>
        <location filename="../../app/view/access_texts.py" line="43" />
        <location filename="../../app/view/dialogs.py" line="197" />
        <source>Board</source>
        <translation>棋盘</translation>
    </message>
    <message>
        <location filename="../../app/view/access_texts.py" line="48" />
        <source>Arrow keys move over the points, Enter picks up and puts down a piece, slash or Ctrl+M opens the move box</source>
        <translation>方向键在棋盘上移动，回车键提起和放下棋子，按 / 或 Ctrl+M 输入着法</translation>
    </message>
    <message>
        <location filename="../../app/view/access_texts.py" line="54" />
        <source>Keyboard play: arrows move the square, Enter or Space picks up and puts down, Tab leaves the board</source>
        <translation>键盘走棋：方向键在棋盘上移动标记，Enter 或 Space 键选中、放下棋子，按 Tab 键结束</translation>
    </message>
    <message>
        <location filename="../../app/view/access_texts.py" line="59" />
        <source>Move entry</source>
        <translation>着法输入</translation>
    </message>
    <message>
        <location filename="../../app/view/access_texts.py" line="64" />
        <location filename="../../app/view/export_texts.py" line="26" />
        <location filename="../../app/view/texts.py" line="138" />
        <location filename="../../app/view/tournament_texts.py" line="198" />
        <location filename="../../app/view/tournament_texts.py" line="256" />
        <location filename="../../app/view/training_texts.py" line="38" />
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location filename="../../app/view/access_texts.py" line="65" />
        <source>, check</source>
        <translation>，将军</translation>
    </message>
    <message>
        <location filename="../../app/view/export_texts.py" line="19" />
        <location filename="../../app/view/texts.py" line="575" />
        <source>Event</source>
        <translation>赛事</translation>
    </message>
    <message>
        <location filename="../../app/view/export_texts.py" line="20" />
        <location filename="../../app/view/export_texts.py" line="37" />
        <location filename="../../app/view/new_game_dialog.py" line="192" />
        <location filename="../../app/view/review_dialog.py" line="128" />
        <location filename="../../app/view/texts.py" line="35" />
        <location filename="../../app/view/texts.py" line="575" />
        <location filename="../../app/view/tournament_tables.py" line="239" />
        <source>Red</source>
        <translation>红方</translation>
    </message>
    <message>
        <location filename="../../app/view/export_texts.py" line="20" />
        <location filename="../../app/view/export_texts.py" line="37" />
        <location filename="../../app/view/new_game_dialog.py" line="192" />
        <location filename="../../app/view/review_dialog.py" line="128" />
        <location filename="../../app/view/texts.py" line="35" />
        <location filename="../../app/view/texts.py" line="575" />
        <location filename="../../app/view/tournament_tables.py" line="239" />
        <source>Black</source>
        <translation>黑方</translation>
    </message>
    <message>
        <location filename="../../app/view/export_texts.py" line="20" />
        <location filename="../../app/view/texts.py" line="577" />
        <location filename="../../app/view/tournament_tables.py" line="239" />
        <source>Result</source>
        <translation>结果</translation>
    </message>
    <message>
        <location filename="../../app/view/export_texts.py" line="20" />
        <location filename="../../app/view/texts.py" line="576" />
        <location filename="../../app/view/training_summary.py" line="36" />
        <source>Opening</source>
        <translation>开局</translation>
    </message>
    <message>
        <location filename="../../app/view/export_texts.py" line="31" />
        <location filename="../../app/view/tablebase_texts.py" line="34" />
        <location filename="../../app/view/texts.py" line="82" />
        <source>Draw</source>
        <translation>和棋</translation>
    </message>
    <message>
        <location filename="../../app/view/export_texts.py" line="32" />
        <location filename="../../app/view/opening_texts.py" line="35" />
        <location filename="../../app/view/texts.py" line="143" />
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <location filename="../../app/view/rules_help.py" line="21" />
        <location filename="../../app/view/texts.py" line="68" />
        <source>CXQ rules</source>
        <translation>CXQ 规则</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="30" />
        <source>Xiangqi Studio (built-in)</source>
        <translation>象棋工作室（内置）</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="40" />
        <source>king</source>
        <translation>将</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="40" />
        <source>advisor</source>
        <translation>士</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="40" />
        <source>elephant</source>
        <translation>象</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="41" />
        <source>horse</source>
        <translation>马</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="41" />
        <source>rook</source>
        <translation>车</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="41" />
        <source>cannon</source>
        <translation>炮</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="41" />
        <source>pawn</source>
        <translation>兵</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="48" />
        <source>its pieces</source>
        <translation>其棋子</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="50" />
        <source>one %1</source>
        <translation>一%1</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="52" />
        <source>two</source>
        <translation>两</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="52" />
        <source>three</source>
        <translation>三</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="53" />
        <source>%1 %2s</source>
        <translation>%1%2</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="55" />
        <source>%1 and %2</source>
        <translation>%1和%2</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="63" />
        <source>CXQ perpetual check</source>
        <translation>CXQ 长将</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="64" />
        <source>CXQ perpetual chase</source>
        <translation>CXQ 长捉</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="65" />
        <source>CXQ mutual perpetual</source>
        <translation>CXQ 双方长打</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="66" />
        <source>CXQ moves rule</source>
        <translation>CXQ 步数规则</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="67" />
        <source>CXQ effective moves rule</source>
        <translation>CXQ 有效步数规则</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="68" />
        <source>CXQ progress rule</source>
        <translation>CXQ 进展规则</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="69" />
        <source>%1, rule %2</source>
        <translation>%1，第 %2 条</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="72" />
        <source>Asian Rules, general rule %1</source>
        <translation>亚洲规则，总则第 %1 条</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="74" />
        <source>Asian Rules, principle %1</source>
        <translation>亚洲规则，原则 %1</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="75" />
        <source>Asian Rules, rule %1</source>
        <translation>亚洲规则，细则第 %1 条</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="76" />
        <source>casual rules</source>
        <translation>休闲规则</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="83" />
        <source>%1 wins</source>
        <translation>%1胜</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="94" />
        <source>%1 is checkmated</source>
        <translation>%1被将死</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="96" />
        <source>%1 has no legal move, and stalemate loses</source>
        <translation>%1无子可走，困毙判负</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="99" />
        <source>%1 kept checking while the other side kept chasing; the checker loses</source>
        <translation>%1长将而对方长捉，长将一方判负</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="101" />
        <source>%1 checked on every move of a position repeated %2 times</source>
        <translation>%1在重复 %2 次的局面中每步将军</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="104" />
        <source>%1 checked %2 times in a row with %3; CXQ allows %4, whether or not positions repeat</source>
        <translation>%1用%3连续将军 %2 次；CXQ 规则只允许 %4 次，不论局面是否重复</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="106" />
        <source>%1 checked %2 times in a row with %3</source>
        <translation>%1用%3连续将军 %2 次</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="108" />
        <location filename="../../app/view/texts.py" line="341" />
        <source>the %1 %2</source>
        <translation>%1%2</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="111" />
        <source>%1 chased %2 on every move with %3</source>
        <translation>%1用%3每步捉%2</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="114" />
        <source>%1 chased %2 %3 times in a row with %4; CXQ allows %5, whether or not positions repeat</source>
        <translation>%1用%4连续捉%2 %3 次；CXQ 规则只允许 %5 次，不论局面是否重复</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="117" />
        <source>%1 chased %2 %3 times in a row with %4</source>
        <translation>%1用%4连续捉%2 %3 次</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="120" />
        <source>both sides check or chase perpetually</source>
        <translation>双方均长将或长捉</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="122" />
        <source>the same position occurred %1 times with no violation</source>
        <translation>同一局面出现 %1 次，无人违例</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="124" />
        <source>each side has made 300 moves</source>
        <translation>双方各走满 300 步</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="126" />
        <source>each side has made 120 moves that neither check or chase nor answer one</source>
        <translation>双方各走满 120 步有效着法（不将不捉、也不应将应捉）</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="128" />
        <source>each side has made 30 moves since the last capture or crossed-pawn advance</source>
        <translation>双方自上次吃子或过河兵前进后各走 30 步</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="130" />
        <source>%1 resigned</source>
        <translation>%1认输</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="133" />
        <source>the players agreed</source>
        <translation>双方同意</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="149" />
        <source>This repeats a perpetual chase of the %1 %2</source>
        <translation>此着重复长捉%1%2</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="153" />
        <source>This repeats a perpetual check</source>
        <translation>此着重复长将</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="156" />
        <source>%1; under the Asian Rules you must change. Play it anyway?</source>
        <translation>%1；按亚洲规则必须变着。仍然走这步吗？</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="178" />
        <source>a move must change square</source>
        <translation>走子必须移动到别的点</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="179" />
        <source>there is no piece at %1</source>
        <translation>%1 没有棋子</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="180" />
        <source>the piece at %1 is %2's; it is %3's turn</source>
        <translation>%1 是%2的棋子；现在轮到%3走</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="182" />
        <source>cannot capture your own piece at %1</source>
        <translation>不能吃自己在 %1 的棋子</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="183" />
        <source>the king moves one point along a rank or file</source>
        <translation>将（帅）每次只能直走或横走一步</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="184" />
        <source>the %1 must stay in the palace</source>
        <translation>%1不能走出九宫</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="185" />
        <source>the advisor moves one point diagonally</source>
        <translation>士只能斜走一步</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="186" />
        <source>the elephant moves exactly two points diagonally</source>
        <translation>象只能走田字</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="187" />
        <source>the elephant cannot cross the river</source>
        <translation>象不能过河</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="188" />
        <source>the elephant's eye is blocked at %1</source>
        <translation>塞象眼：%1 有子</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="189" />
        <source>the horse moves one point orthogonally then one diagonally</source>
        <translation>马走日字</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="190" />
        <source>the horse is blocked at %1</source>
        <translation>蹩马腿：%1 有子</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="191" />
        <source>the %1 moves along a rank or file</source>
        <translation>%1只能直走或横走</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="192" />
        <source>the %1 is blocked at %2</source>
        <translation>%1被 %2 的棋子挡住</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="193" />
        <source>the cannon captures by jumping exactly one piece (there are %1)</source>
        <translation>炮吃子必须隔一个子（现在隔 %1 个）</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="195" />
        <source>a pawn never moves backwards</source>
        <translation>兵（卒）不能后退</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="196" />
        <source>a pawn moves sideways only after crossing the river</source>
        <translation>兵（卒）过河后才能横走</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="197" />
        <source>a pawn moves one point forward (or sideways after crossing the river)</source>
        <translation>兵（卒）每次向前一步（过河后也可横走）</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="198" />
        <source>kings would face each other</source>
        <translation>将帅不能照面</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="199" />
        <source>leaves the king in check</source>
        <translation>走后己方将（帅）被将军</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="200" />
        <source>the %1 cannot make that move</source>
        <translation>%1不能这样走</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="201" />
        <location filename="../../app/view/texts.py" line="213" />
        <source>not a legal move</source>
        <translation>不是合法的着法</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="202" />
        <source>the game is over</source>
        <translation>对局已经结束</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="211" />
        <source>that is %1's %2; it is %3's turn</source>
        <translation>那是%1的%2；现在轮到%3走</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="226" />
        <source>A position must be given as FEN text</source>
        <translation>局面必须以 FEN 文本给出</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="227" />
        <source>The FEN is empty</source>
        <translation>FEN 是空的</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="228" />
        <source>The board has %1 ranks; a FEN needs 10</source>
        <translation>棋盘有 %1 行；FEN 需要 10 行</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="229" />
        <source>Unknown piece letter “%1” on rank %2</source>
        <translation>第 %2 行有未知的棋子字母“%1”</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="231" />
        <source>Rank %1 has %2 files; it needs 9</source>
        <translation>第 %1 行有 %2 列；需要 9 列</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="233" />
        <source>The %1 %2 at %3 is outside the palace</source>
        <translation>%1%2在 %3，出了九宫</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="235" />
        <source>The %1 %2 at %3 stands where it can never be</source>
        <translation>%1%2在 %3，这个位置它永远到不了</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="237" />
        <source>There is no %1 king</source>
        <translation>没有%1的将（帅）</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="238" />
        <source>%1 has %2 %3s, more than a side can have</source>
        <translation>%1有 %2 个%3，超过一方能有的数目</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="240" />
        <source>The side to move must be w or b, not “%1”</source>
        <translation>走棋方必须是 w 或 b，而不是“%1”</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="241" />
        <source>The halfmove clock “%1” is not a number</source>
        <translation>半回合计数“%1”不是数字</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="242" />
        <source>The move number “%1” is not a number</source>
        <translation>回合数“%1”不是数字</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="243" />
        <source>The move counters must not be negative</source>
        <translation>回合计数不能为负数</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="244" />
        <source>The kings face each other on file %1</source>
        <translation>将帅在 %1 列照面</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="246" />
        <source>%1 is in check, but it is %2's turn</source>
        <translation>%1正被将军，却轮到%2走</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="256" />
        <source>A game cannot reach this position (%1). You can still play or study from it.</source>
        <translation>实战中不可能出现此局面（%1）。仍可以从此局面对弈或研究。</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="266" />
        <source>Technical foul: you touched %1, which cannot move (touch-move rule a)</source>
        <translation>技术犯规：你摸了%1，但它无法移动（摸子规则 a）</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="268" />
        <source>Technical foul: you touched %1, which nothing can capture (touch-move rule b)</source>
        <translation>技术犯规：你摸了%1，但无子能吃它（摸子规则 b）</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="270" />
        <source>Technical foul: no move satisfies the touch-move rule (case %1)</source>
        <translation>技术犯规：没有着法符合摸子规则（%1）</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="272" />
        <source>You touched %1: it must move (touch-move rule a)</source>
        <translation>你摸了%1：必须走它（摸子规则 a）</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="273" />
        <source>You touched %2: you must capture it (touch-move rule b)</source>
        <translation>你摸了%2：必须吃它（摸子规则 b）</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="274" />
        <source>You touched %1 then %2: %1 must capture it (touch-move rule c-1)</source>
        <translation>你先摸%1再摸%2：%1必须吃它（摸子规则 c-1）</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="275" />
        <source>%1 cannot capture %2, so %1 must move (touch-move rule c-2)</source>
        <translation>%1吃不到%2，所以%1必须走（摸子规则 c-2）</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="276" />
        <source>%1 cannot move, so another piece must capture %2 (touch-move rule c-3)</source>
        <translation>%1不能走，所以须用其他棋子吃%2（摸子规则 c-3）</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="277" />
        <source>You touched %2 then %1: %1 must capture it (touch-move rule d-1)</source>
        <translation>你先摸%2再摸%1：%1必须吃它（摸子规则 d-1）</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="278" />
        <source>%1 cannot capture %2, so another piece must (touch-move rule d-2)</source>
        <translation>%1吃不到%2，须用其他棋子吃（摸子规则 d-2）</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="279" />
        <source>Nothing can capture %2, so %1 must move (touch-move rule d-3)</source>
        <translation>无子能吃%2，所以%1必须走（摸子规则 d-3）</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="288" />
        <source>%1 ran out of time, but %2 cannot mate: draw</source>
        <translation>%1超时，但%2无子可将死对方：和棋</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="290" />
        <source>%1 ran out of time</source>
        <translation>%1超时</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="296" />
        <source>“%1” cannot be written: its folder does not exist.</source>
        <translation>无法写入“%1”：所在文件夹不存在。</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="297" />
        <source>“%1” cannot be written (it is read-only or you lack permission): save it under another name.</source>
        <translation>无法写入“%1”（文件只读或没有权限）：请另存为其他文件名。</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="299" />
        <source>“%1” is a folder: choose a file name.</source>
        <translation>“%1”是文件夹：请选择一个文件名。</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="300" />
        <source>“%1” cannot be written: a file stands where a folder should be.</source>
        <translation>无法写入“%1”：应为文件夹的位置是一个文件。</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="301" />
        <source>“%1” cannot be written: the disk is full.</source>
        <translation>无法写入“%1”：磁盘已满。</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="302" />
        <source>“%1” cannot be written: the disk is read-only.</source>
        <translation>无法写入“%1”：磁盘为只读。</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="303" />
        <source>“%1” is in use by another running copy of the program.</source>
        <translation>“%1”正被另一个打开的本程序使用。</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="305" />
        <source>“%1” cannot be written: %2</source>
        <translation>无法写入“%1”：%2</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="316" />
        <source>Autosave failed: %1</source>
        <translation>自动保存失败：%1</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="321" />
        <source>Save failed</source>
        <translation>保存失败</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="326" />
        <source>Game saved to %1</source>
        <translation>对局已保存到 %1</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="331" />
        <source>Not a position</source>
        <translation>不是有效局面</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="336" />
        <source>The clipboard does not hold a valid FEN: %1</source>
        <translation>剪贴板中不是有效的 FEN：%1</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="347" />
        <source>Hint: %1 · %2</source>
        <translation>提示：%1 · %2</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="348" />
        <source>Hint: %1</source>
        <translation>提示：%1</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="353" />
        <source>The computer is thinking…</source>
        <translation>电脑正在思考…</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="358" />
        <source>Computer thinks…</source>
        <translation>电脑思考中…</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="363" />
        <source>The computer failed</source>
        <translation>电脑出错</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="368" />
        <source>The computers stopped; both sides are played at the board</source>
        <translation>电脑已停止；双方改由棋盘前的人走</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="373" />
        <source>The computer declines the draw</source>
        <translation>电脑拒绝和棋</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="378" />
        <source>&amp;Analysis</source>
        <translation>分析(&amp;A)</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="383" />
        <source>Analyse &amp;game…</source>
        <translation>分析全局(&amp;G)…</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="388" />
        <source>&amp;Review games…</source>
        <translation>复盘多局(&amp;R)…</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="393" />
        <source>Opening book ready: %1 games, %2 moves</source>
        <translation>开局库已就绪：%1 局，%2 个着法</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="398" />
        <source>Opening book not built</source>
        <translation>未能生成开局库</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="403" />
        <source>No opening book could be made from %1: %2. The computer keeps opening from the master games.</source>
        <translation>无法用 %1 生成开局库：%2。电脑继续按大师对局开局。</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="411" />
        <source>it is empty</source>
        <translation>文件是空的</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="413" />
        <source>it could not be opened</source>
        <translation>无法打开</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="414" />
        <source>it is not a game file we can read</source>
        <translation>不是可以读取的棋谱文件</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="416" />
        <source>it holds no finished game with a result</source>
        <translation>其中没有带结果的完整对局</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="417" />
        <source>the book file could not be written (%1)</source>
        <translation>无法写入开局库文件（%1）</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="418" />
        <location filename="../../app/view/texts.py" line="421" />
        <source>the book builder failed (%1)</source>
        <translation>生成开局库的程序出错（%1）</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="419" />
        <source>the book builder ended unexpectedly</source>
        <translation>生成开局库的程序意外退出</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="426" />
        <source>The game's main line changed since the analysis began; its results were not written into the game.</source>
        <translation>分析开始后棋局的主线已改变，分析结果没有写入棋局。</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="432" />
        <source>There is no program at %1</source>
        <translation>找不到程序 %1</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="433" />
        <source>%1 is a folder, not an engine program</source>
        <translation>%1 是文件夹，不是引擎程序</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="434" />
        <source>%1 cannot be run: you have no permission to run it</source>
        <translation>无法执行 %1：没有执行它的权限</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="435" />
        <source>%1 cannot be run: the interpreter its first line names (%2) is not installed</source>
        <translation>无法执行 %1：找不到它第一行指定的程序（%2）</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="437" />
        <source>%1 cannot be run: a program it needs is missing (was it made for another system?)</source>
        <translation>无法执行 %1：缺少它需要的程序（是否为其他系统制作？）</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="439" />
        <source>%1 cannot be run (%2)</source>
        <translation>无法执行 %1（%2）</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="440" />
        <source>%1 is not an engine we can talk to: it did not answer within %2 s</source>
        <translation>%1 不是可以通信的引擎：%2 秒内没有应答</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="441" />
        <source>%1 is not an engine we can talk to: it ended before answering</source>
        <translation>%1 不是可以通信的引擎：它在应答前就退出了</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="442" />
        <location filename="../../app/view/texts.py" line="443" />
        <source>%1 did not answer within %2 s</source>
        <translation>%1 在 %2 秒内没有应答</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="444" />
        <source>%1 gave no move within %2 s of being asked to stop</source>
        <translation>%1 在被要求停止后 %2 秒内没有给出着法</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="445" />
        <source>%1 never finished a search it was asked to stop, so it was ended</source>
        <translation>%1 被要求停止后一直没有结束搜索，已被关闭</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="446" />
        <source>%1 sent a line longer than %2 bytes, so it was ended</source>
        <translation>%1 发送了超过 %2 字节的一行，已被关闭</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="447" />
        <source>%1 played an illegal move (%2)</source>
        <translation>%1 走了不合法的着法（%2）</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="448" />
        <source>%1 gave no move, though the position has legal moves</source>
        <translation>%1 没有给出着法，但此局面有合法着法</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="449" />
        <source>%1 does not play xiangqi (it plays: %2)</source>
        <translation>%1 不能下象棋（它支持：%2）</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="450" />
        <source>%1 was closed</source>
        <translation>%1 已关闭</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="451" />
        <source>%1 has no option “%2”</source>
        <translation>%1 没有选项“%2”</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="452" />
        <source>Option %2 of %1 cannot be “%3”: it takes %4</source>
        <translation>%1 的选项 %2 不能是“%3”：它只接受%4</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="453" />
        <location filename="../../app/view/texts.py" line="477" />
        <source>%1 failed: %2</source>
        <translation>%1 出错：%2</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="454" />
        <source>%1 was not started: the environment variable XIANGQI_STUDIO_ENGINE is “%3”, which it does not take (it takes %2)</source>
        <translation>%1 未启动：环境变量 XIANGQI_STUDIO_ENGINE 的值“%3”无效（可用的值：%2）</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="462" />
        <source>The engine</source>
        <translation>引擎</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="465" />
        <source>%1 ended during its search</source>
        <translation>%1 在搜索中退出</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="465" />
        <source>%1 ended</source>
        <translation>%1 已退出</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="467" />
        <source> (exit status %2)</source>
        <translation>（退出码 %2）</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="485" />
        <source>The engine searches with its slower pure-Python core</source>
        <translation>引擎正在使用较慢的纯 Python 核心搜索</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="488" />
        <source>%1, as the environment variable XIANGQI_STUDIO_ENGINE=%2 asks.</source>
        <translation>%1，这是环境变量 XIANGQI_STUDIO_ENGINE=%2 的要求。</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="489" />
        <source>%1: numba is not installed.</source>
        <translation>%1：未安装 numba。</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="490" />
        <source>%1: its fast core could not be compiled (%2).</source>
        <translation>%1：无法编译快速核心（%2）。</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="491" />
        <source>%1: the environment variable XIANGQI_STUDIO_ENGINE is “%2”, which it does not take.</source>
        <translation>%1：环境变量 XIANGQI_STUDIO_ENGINE 的值“%2”无效。</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="493" />
        <source>%1.</source>
        <translation>%1。</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="496" />
        <source>The engine searches with its fast compiled core.</source>
        <translation>引擎正在使用已编译的快速核心搜索。</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="497" />
        <source>Preparing the engine's fast core: loading it (about a second)…</source>
        <translation>正在准备引擎的快速核心：正在加载（约一秒）…</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="498" />
        <source>Preparing the engine's fast core: it is being compiled in the background (about a minute, once); the engine searches more slowly until it is ready.</source>
        <translation>正在准备引擎的快速核心：正在后台编译（约一分钟，只需一次）；在此之前引擎搜索较慢。</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="500" />
        <source>The engine's fast core is not compiled yet: the engine compiles it in the background the first time it starts (about a minute, once) and searches more slowly until then.</source>
        <translation>引擎的快速核心尚未编译：引擎首次启动时会在后台编译（约一分钟，只需一次），在此之前搜索较慢。</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="509" />
        <source>as XIANGQI_STUDIO_ENGINE asks</source>
        <translation>按 XIANGQI_STUDIO_ENGINE 的要求</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="510" />
        <source>numba is not installed</source>
        <translation>未安装 numba</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="511" />
        <source>its fast core could not be compiled</source>
        <translation>无法编译快速核心</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="512" />
        <source>XIANGQI_STUDIO_ENGINE is wrong</source>
        <translation>XIANGQI_STUDIO_ENGINE 的值无效</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="513" />
        <source>Slower pure-Python core: %1.</source>
        <translation>较慢的纯 Python 核心：%1。</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="515" />
        <source>Fast compiled core.</source>
        <translation>已编译的快速核心。</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="516" />
        <source>Preparing the engine's fast core: slower until it is ready.</source>
        <translation>正在准备引擎的快速核心：在此之前搜索较慢。</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="522" />
        <source>Its cache folder cannot be written, so the compiled core is kept in %1.</source>
        <translation>其缓存文件夹无法写入，已编译的核心保存在 %1。</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="523" />
        <source>No cache folder can be written (%1): the fast core is compiled again at every start.</source>
        <translation>没有可写入的缓存文件夹（%1）：每次启动都要重新编译快速核心。</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="525" />
        <source>%1 damaged entries of its cache were removed and are being compiled again.</source>
        <translation>已删除缓存中 %1 个损坏的条目，正在重新编译。</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="533" />
        <source>true or false</source>
        <translation> true 或 false</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="536" />
        <source>a whole number</source>
        <translation>整数</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="537" />
        <source>a whole number from %1 to %2</source>
        <translation> %1 到 %2 的整数</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="539" />
        <source>one of: %1</source>
        <translation>以下之一：%1</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="540" />
        <source>one line of text</source>
        <translation>一行文字</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="545" />
        <source>The computer (%1) resigned a hopeless position</source>
        <translation>电脑（%1）在必败局面认输</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="550" />
        <source>%1 gave no move, though %2 has legal moves. You play %2 from here.</source>
        <translation>%1 没有给出着法，但%2有合法着法。从现在起由你来走%2。</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="551" />
        <source>The computer</source>
        <translation>电脑</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="556" />
        <source>Draw odds: the draw counts as a win for %1</source>
        <translation>让先：和棋算%1胜</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="575" />
        <source>Player</source>
        <translation>棋手</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="576" />
        <source>ECCO code</source>
        <translation>ECCO 编号</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="576" />
        <source>From (date)</source>
        <translation>起始日期</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="577" />
        <source>To (date)</source>
        <translation>截止日期</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="577" />
        <source>At least (moves)</source>
        <translation>至少（回合）</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="578" />
        <source>At most (moves)</source>
        <translation>至多（回合）</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="578" />
        <source>Page size</source>
        <translation>每页数量</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="578" />
        <source>Page start</source>
        <translation>起始位置</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="579" />
        <source>Sort column</source>
        <translation>排序列</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="587" />
        <source>The text for %1 is too long (at most %2 characters)</source>
        <translation>“%1”的文字太长（最多 %2 个字符）</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="588" />
        <source>The text for %1 holds characters that cannot be stored</source>
        <translation>“%1”的文字含有无法保存的字符</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="589" />
        <source>The number for %1 is out of range</source>
        <translation>“%1”的数值超出范围</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="590" />
        <source>%1 is not a date: write YYYY, YYYY-MM or YYYY-MM-DD</source>
        <translation>“%1”不是日期：请写成 年、年-月 或 年-月-日</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="591" />
        <source>The library cannot sort by that column</source>
        <translation>棋谱库不能按此列排序</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="592" />
        <source>The start position (FEN) is part of the game and cannot be edited</source>
        <translation>起始局面（FEN）是对局的一部分，不能修改</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="593" />
        <source>%1 is not an ECCO code or range: write C84, C7 or C70-C79</source>
        <translation>“%1”不是 ECCO 编码或编码范围：请写成 C84、C7 或 C70-C79</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="595" />
        <location filename="../../app/view/texts.py" line="596" />
        <source>The value for %1 was refused</source>
        <translation>“%1”的值被拒绝</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="603" />
        <source>a named pipe</source>
        <translation>FIFO 文件</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="603" />
        <source>a device</source>
        <translation>设备</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="603" />
        <source>a disk device</source>
        <translation>磁盘设备</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="604" />
        <source>a socket</source>
        <translation>网络接口文件</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="604" />
        <source>a folder</source>
        <translation>文件夹</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="605" />
        <source>not a regular file (%1)</source>
        <translation>不是普通文件（%1）</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="605" />
        <source>a special file</source>
        <translation>其他类型的文件</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="607" />
        <source>a loop of symbolic links</source>
        <translation>符号连接循环指向，无法到达文件</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="609" />
        <source>no such file (a link to nothing?)</source>
        <translation>文件不存在（连接指向的文件已不在？）</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="611" />
        <source>%1, more than the %2 a file may have</source>
        <translation>%1，超过单个文件的上限 %2</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="613" />
        <source>cannot be read: %1</source>
        <translation>无法读取：%1</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="623" />
        <source>%1 was skipped: %2</source>
        <translation>已跳过 %1：%2</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="625" />
        <source>The library file “%1” was written by a newer version of the program (library version %2; this one reads up to %3)</source>
        <translation>棋谱库文件“%1”由更新版本的程序写入（棋谱库版本 %2；本程序最多能读版本 %3）</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="628" />
        <source>Game %1 is no longer in the library</source>
        <translation>第 %1 局已不在棋谱库中</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="630" />
        <source>The library file “%1” cannot be opened: %2</source>
        <translation>无法打开棋谱库文件“%1”：%2</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="631" />
        <source>“%1” is not a game library (%2)</source>
        <translation>“%1”不是棋谱库（%2）</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="632" />
        <source>The library file “%1” is damaged (%2)</source>
        <translation>棋谱库文件“%1”已损坏（%2）</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="633" />
        <source>The library file “%1” is read-only: you can search and open games, but not import, edit or delete them</source>
        <translation>棋谱库文件“%1”是只读的：可以搜索和打开对局，但不能导入、修改或删除</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="635" />
        <source>The disk is full: the library could not be written. Nothing stored before was lost; free some space and try again</source>
        <translation>磁盘已满：无法写入棋谱库。之前保存的内容没有丢失；请释放一些空间后重试</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="637" />
        <source>The disk reported an error while the library was used (%2)</source>
        <translation>使用棋谱库时磁盘报告错误（%2）</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="638" />
        <source>The library file “%1” is in use by another program; try again in a moment</source>
        <translation>棋谱库文件“%1”正被其他程序使用；请稍后重试</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="639" />
        <source>There was not enough memory for this library operation</source>
        <translation>内存太少，无法完成这项棋谱库功能</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="640" />
        <source>The import stopped: its reader processes failed (%2)</source>
        <translation>导入已停止：读取进程失败（%2）</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="641" />
        <source>The games could not be written to “%1”: %2</source>
        <translation>无法将对局写入“%1”：%2</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="643" />
        <source>Unexpected library error (%2)</source>
        <translation>意外的棋谱库错误（%2）</translation>
    </message>
    </context>
<context><name>dialogs</name><message>
        <location filename="../../app/view/access_texts.py" line="43" />
        <location filename="../../app/view/dialogs.py" line="197" />
        <source>Board</source>
        <translation>棋盘</translation>
    </message>
    <message>
        <location filename="../../app/view/dialogs.py" line="85" />
        <source>Play on from here? The %1 later moves will be dropped.</source>
        <translation>从这里继续？之后的 %1 步将被删除。</translation>
    </message>
    <message>
        <location filename="../../app/view/dialogs.py" line="87" />
        <source>The last session did not end cleanly. Restore its game (%1 moves)?</source>
        <translation>上次程序未正常退出。恢复那局棋（%1 步）吗？</translation>
    </message>
    <message>
        <location filename="../../app/view/dialogs.py" line="90" />
        <source>Unsaved study edits from the last session were kept (%1 files). Reopen them?</source>
        <translation>上次未保存的棋谱修改已保留（%1 个文件）。要重新打开吗？</translation>
    </message>
    <message>
        <location filename="../../app/view/dialogs.py" line="93" />
        <source>Resign this game as %1?</source>
        <translation>%1认输吗？</translation>
    </message>
    <message>
        <location filename="../../app/view/dialogs.py" line="95" />
        <source>%1 offers a draw. Does %2 accept?</source>
        <translation>%1提和。%2是否同意？</translation>
    </message>
    <message>
        <location filename="../../app/view/dialogs.py" line="99" />
        <location filename="../../app/view/dialogs.py" line="132" />
        <location filename="../../app/view/dialogs.py" line="302" />
        <location filename="../../app/view/export_texts.py" line="67" />
        <source>Xiangqi Studio</source>
        <translation>象棋工作室</translation>
    </message>
    <message>
        <location filename="../../app/view/dialogs.py" line="134" />
        <source>&lt;b&gt;Save the game you played?&lt;/b&gt;</source>
        <translation>&lt;b&gt;保存你下的这盘棋吗？&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../../app/view/dialogs.py" line="135" />
        <source>It has not been saved. If you discard it, it cannot be restored.</source>
        <translation>这盘棋还没有保存。放弃后将无法恢复。</translation>
    </message>
    <message>
        <location filename="../../app/view/dialogs.py" line="151" />
        <source>Save game</source>
        <translation>保存对局</translation>
    </message>
    <message>
        <location filename="../../app/view/dialogs.py" line="151" />
        <source>PGN games (*.pgn)</source>
        <translation>PGN 棋谱 (*.pgn)</translation>
    </message>
    <message>
        <location filename="../../app/view/dialogs.py" line="159" />
        <source>Settings</source>
        <translation>设置</translation>
    </message>
    <message>
        <location filename="../../app/view/dialogs.py" line="166" />
        <source>Chinese</source>
        <translation>中文</translation>
    </message>
    <message>
        <location filename="../../app/view/dialogs.py" line="177" />
        <source>Chinese characters</source>
        <translation>汉字棋子</translation>
    </message>
    <message>
        <location filename="../../app/view/dialogs.py" line="178" />
        <source>International symbols</source>
        <translation>国际符号棋子</translation>
    </message>
    <message>
        <location filename="../../app/view/dialogs.py" line="179" />
        <source>High contrast (shape and outline)</source>
        <translation>高对比（形状和轮廓）</translation>
    </message>
    <message>
        <location filename="../../app/view/dialogs.py" line="182" />
        <source>Wood</source>
        <translation>木纹</translation>
    </message>
    <message>
        <location filename="../../app/view/dialogs.py" line="182" />
        <source>Plain light</source>
        <translation>浅色</translation>
    </message>
    <message>
        <location filename="../../app/view/dialogs.py" line="182" />
        <source>Dark</source>
        <translation>深色</translation>
    </message>
    <message>
        <location filename="../../app/view/dialogs.py" line="191" />
        <source>Rules for new games</source>
        <translation>新对局的规则</translation>
    </message>
    <message>
        <location filename="../../app/view/dialogs.py" line="192" />
        <source>Enforce touch-move</source>
        <translation>执行摸子走子</translation>
    </message>
    <message>
        <location filename="../../app/view/dialogs.py" line="193" />
        <location filename="../../app/view/tournament_texts.py" line="43" />
        <source>Move notation</source>
        <translation>记谱方式</translation>
    </message>
    <message>
        <location filename="../../app/view/dialogs.py" line="194" />
        <source>Traditional characters in notation</source>
        <translation>记谱用繁体字</translation>
    </message>
    <message>
        <location filename="../../app/view/dialogs.py" line="195" />
        <source>Language</source>
        <translation>语言</translation>
    </message>
    <message>
        <location filename="../../app/view/dialogs.py" line="196" />
        <source>Pieces</source>
        <translation>棋子</translation>
    </message>
    <message>
        <location filename="../../app/view/dialogs.py" line="198" />
        <source>Preview</source>
        <translation>预览</translation>
    </message>
    <message>
        <location filename="../../app/view/dialogs.py" line="199" />
        <source>Move sounds</source>
        <translation>走子声音</translation>
    </message>
    <message>
        <location filename="../../app/view/dialogs.py" line="200" />
        <source>Speak moves aloud</source>
        <translation>语音读出着法</translation>
    </message>
    <message>
        <location filename="../../app/view/dialogs.py" line="201" />
        <source>Computer time per move</source>
        <translation>电脑每步用时</translation>
    </message>
    <message>
        <location filename="../../app/view/dialogs.py" line="203" />
        <source>Computer moves no faster than</source>
        <translation>电脑每步最短用时</translation>
    </message>
    <message>
        <location filename="../../app/view/dialogs.py" line="206" />
        <source>Computer resigns hopeless positions</source>
        <translation>电脑在必败局面认输</translation>
    </message>
    <message>
        <location filename="../../app/view/dialogs.py" line="209" />
        <source>Computer opens from an opening book</source>
        <translation>电脑按开局库开局</translation>
    </message>
    <message>
        <location filename="../../app/view/dialogs.py" line="213" />
        <source>Opening book</source>
        <translation>开局库</translation>
    </message>
    <message>
        <location filename="../../app/view/dialogs.py" line="216" />
        <source>Clock times in the move list</source>
        <translation>在着法列表中显示用时</translation>
    </message>
    <message>
        <location filename="../../app/view/dialogs.py" line="219" />
        <source>Arrows for every analysis line, by quality</source>
        <translation>多变例箭头按优劣显示深浅</translation>
    </message>
    <message>
        <location filename="../../app/view/dialogs.py" line="257" />
        <source>Games file…</source>
        <translation>棋谱文件…</translation>
    </message>
    <message>
        <location filename="../../app/view/dialogs.py" line="259" />
        <source>Master games</source>
        <translation>大师对局</translation>
    </message>
    <message>
        <location filename="../../app/view/dialogs.py" line="268" />
        <source>Master games (built in)</source>
        <translation>大师对局（内置）</translation>
    </message>
    <message>
        <location filename="../../app/view/dialogs.py" line="272" />
        <source>Games for the opening book</source>
        <translation>用于开局库的棋谱</translation>
    </message>
    <message>
        <location filename="../../app/view/dialogs.py" line="273" />
        <location filename="../../app/view/review_games_dialog.py" line="186" />
        <location filename="../../app/view/review_games_dialog.py" line="192" />
        <source>Game files (*.pgn *.xqf *.cbl *.cbr *.txt);;All files (*)</source>
        <translation>棋谱文件 (*.pgn *.xqf *.cbl *.cbr *.txt);;所有文件 (*)</translation>
    </message>
    <message>
        <location filename="../../app/view/dialogs.py" line="283" />
        <source>two players</source>
        <translation>双人对弈</translation>
    </message>
    <message>
        <location filename="../../app/view/dialogs.py" line="285" />
        <source>computer against computer</source>
        <translation>电脑对电脑</translation>
    </message>
    <message>
        <location filename="../../app/view/dialogs.py" line="287" />
        <source>against the computer (%1)</source>
        <translation>对电脑（%1）</translation>
    </message>
    <message>
        <location filename="../../app/view/dialogs.py" line="289" />
        <location filename="../../app/view/training_summary.py" line="131" />
        <source>%1 moves</source>
        <translation>%1 步</translation>
    </message>
    <message>
        <location filename="../../app/view/dialogs.py" line="291" />
        <source>with a clock</source>
        <translation>计时</translation>
    </message>
    <message>
        <location filename="../../app/view/dialogs.py" line="292" />
        <source>autosaved %1</source>
        <translation>自动保存于 %1</translation>
    </message>
    <message>
        <location filename="../../app/view/dialogs.py" line="305" />
        <source>Sessions that did not end cleanly left %1 games unsaved. Choose the game to play on; the others are offered again at the next start.</source>
        <translation>未正常结束的程序留下了 %1 局未保存的对局。请选择要继续的一局；其余对局下次启动时会再问。</translation>
    </message>
    <message>
        <location filename="../../app/view/dialogs.py" line="315" />
        <source>Restore</source>
        <translation>恢复</translation>
    </message>
    <message>
        <location filename="../../app/view/dialogs.py" line="316" />
        <source>Later</source>
        <translation>以后再说</translation>
    </message>
    <message>
        <location filename="../../app/view/dialogs.py" line="317" />
        <source>Discard all</source>
        <translation>全部丢弃</translation>
    </message>
    <message>
        <location filename="../../app/view/dialogs.py" line="335" />
        <source>Autosave not restored</source>
        <translation>自动保存未能恢复</translation>
    </message>
    <message>
        <location filename="../../app/view/dialogs.py" line="341" />
        <source>Work autosaved in the last session could not be restored in full. Nothing was deleted:</source>
        <translation>上次自动保存的内容未能完整恢复。没有删除任何文件：</translation>
    </message>
    <message>
        <location filename="../../app/view/dialogs.py" line="344" />
        <source>%1 could not be read; it was left where it is.</source>
        <translation>无法读取 %1；文件保留在原处。</translation>
    </message>
    <message>
        <location filename="../../app/view/dialogs.py" line="346" />
        <source>%1 was restored only in part; the whole file was kept as %2.</source>
        <translation>%1 只恢复了一部分；完整文件已保留为 %2。</translation>
    </message>
    <message>
        <location filename="../../app/view/dialogs.py" line="348" />
        <source>%1 could not be read; it was kept as %2.</source>
        <translation>无法读取 %1；文件已保留为 %2。</translation>
    </message>
    <message>
        <location filename="../../app/view/dialogs.py" line="358" />
        <location filename="../../app/view/share_dialogs.py" line="263" />
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <location filename="../../app/view/export_texts.py" line="20" />
        <location filename="../../app/view/export_texts.py" line="37" />
        <location filename="../../app/view/new_game_dialog.py" line="192" />
        <location filename="../../app/view/review_dialog.py" line="128" />
        <location filename="../../app/view/texts.py" line="35" />
        <location filename="../../app/view/texts.py" line="575" />
        <location filename="../../app/view/tournament_tables.py" line="239" />
        <source>Red</source>
        <translation>红方</translation>
    </message>
    <message>
        <location filename="../../app/view/export_texts.py" line="20" />
        <location filename="../../app/view/export_texts.py" line="37" />
        <location filename="../../app/view/new_game_dialog.py" line="192" />
        <location filename="../../app/view/review_dialog.py" line="128" />
        <location filename="../../app/view/texts.py" line="35" />
        <location filename="../../app/view/texts.py" line="575" />
        <location filename="../../app/view/tournament_tables.py" line="239" />
        <source>Black</source>
        <translation>黑方</translation>
    </message>
    <message>
        <location filename="../../app/view/new_game_dialog.py" line="48" />
        <source>No clock</source>
        <translation>不计时</translation>
    </message>
    <message>
        <location filename="../../app/view/new_game_dialog.py" line="50" />
        <source>10 min, then 30 s a move (byo-yomi)</source>
        <translation>10 分钟，之后每步 30 秒（读秒）</translation>
    </message>
    <message>
        <location filename="../../app/view/new_game_dialog.py" line="52" />
        <source>40 moves in 90 min, +30 s</source>
        <translation>90 分钟走 40 步，每步加 30 秒</translation>
    </message>
    <message>
        <location filename="../../app/view/new_game_dialog.py" line="54" />
        <source>5 s a move</source>
        <translation>每步 5 秒</translation>
    </message>
    <message>
        <location filename="../../app/view/new_game_dialog.py" line="57" />
        <source>%1 min + %2 s a move</source>
        <translation>%1 分钟，每步加 %2 秒</translation>
    </message>
    <message>
        <location filename="../../app/view/new_game_dialog.py" line="58" />
        <source>%1 min</source>
        <translation>%1 分钟</translation>
    </message>
    <message>
        <location filename="../../app/view/new_game_dialog.py" line="74" />
        <source>%1 (rating about %2)</source>
        <translation>%1（等级分约 %2）</translation>
    </message>
    <message>
        <location filename="../../app/view/new_game_dialog.py" line="75" />
        <source>%1 (rating %2 ± %3)</source>
        <translation>%1（等级分 %2 ± %3）</translation>
    </message>
    <message>
        <location filename="../../app/view/new_game_dialog.py" line="82" />
        <source>Too long: a time control may last at most a year (%1)</source>
        <translation>太长：用时规则最长为一年（%1）</translation>
    </message>
    <message>
        <location filename="../../app/view/new_game_dialog.py" line="84" />
        <source>Moves a period must be from 1 to %1 (%2)</source>
        <translation>每个周期的步数必须在 1 到 %1 之间（%2）</translation>
    </message>
    <message>
        <location filename="../../app/view/new_game_dialog.py" line="85" />
        <source>Not a time control: %1 (try 20+10, 60, 10|30s, 40/90+30, 5s/move)</source>
        <translation>不是有效的用时：%1（例如 20+10、60、10|30s、40/90+30、5s/move）</translation>
    </message>
    <message>
        <location filename="../../app/view/new_game_dialog.py" line="96" />
        <source>Custom…</source>
        <translation>自定义…</translation>
    </message>
    <message>
        <location filename="../../app/view/new_game_dialog.py" line="140" />
        <source>New game</source>
        <translation>新对局</translation>
    </message>
    <message>
        <location filename="../../app/view/new_game_dialog.py" line="140" />
        <source>Play from this position</source>
        <translation>从此局面开始对局</translation>
    </message>
    <message>
        <location filename="../../app/view/new_game_dialog.py" line="154" />
        <location filename="../../app/view/new_game_dialog.py" line="160" />
        <source>Built-in AI</source>
        <translation>内置引擎</translation>
    </message>
    <message>
        <location filename="../../app/view/new_game_dialog.py" line="159" />
        <source>The same</source>
        <translation>相同</translation>
    </message>
    <message>
        <location filename="../../app/view/new_game_dialog.py" line="174" />
        <source>Different time for Black (time odds)</source>
        <translation>黑方用时不同（让时）</translation>
    </message>
    <message>
        <location filename="../../app/view/new_game_dialog.py" line="189" />
        <source>Red gives the handicap</source>
        <translation>红方让子</translation>
    </message>
    <message>
        <location filename="../../app/view/new_game_dialog.py" line="190" />
        <source>Black gives the handicap</source>
        <translation>黑方让子</translation>
    </message>
    <message>
        <location filename="../../app/view/new_game_dialog.py" line="195" />
        <source>Enforce touch-move (Asian Rules)</source>
        <translation>执行摸子走子（亚洲规则）</translation>
    </message>
    <message>
        <location filename="../../app/view/new_game_dialog.py" line="202" />
        <location filename="../../app/view/tournament_texts.py" line="40" />
        <source>Rules</source>
        <translation>规则</translation>
    </message>
    <message>
        <location filename="../../app/view/new_game_dialog.py" line="203" />
        <source>Opponent</source>
        <translation>对手</translation>
    </message>
    <message>
        <location filename="../../app/view/new_game_dialog.py" line="204" />
        <source>Red's name</source>
        <translation>红方棋手</translation>
    </message>
    <message>
        <location filename="../../app/view/new_game_dialog.py" line="205" />
        <source>Black's name</source>
        <translation>黑方棋手</translation>
    </message>
    <message>
        <location filename="../../app/view/new_game_dialog.py" line="206" />
        <source>Computer</source>
        <translation>电脑</translation>
    </message>
    <message>
        <location filename="../../app/view/new_game_dialog.py" line="207" />
        <source>Computer level</source>
        <translation>电脑等级</translation>
    </message>
    <message>
        <location filename="../../app/view/new_game_dialog.py" line="208" />
        <source>Black's computer</source>
        <translation>黑方电脑</translation>
    </message>
    <message>
        <location filename="../../app/view/new_game_dialog.py" line="209" />
        <source>Black's level</source>
        <translation>黑方电脑等级</translation>
    </message>
    <message>
        <location filename="../../app/view/new_game_dialog.py" line="224" />
        <location filename="../../app/view/tournament_texts.py" line="40" />
        <source>Time control</source>
        <translation>用时</translation>
    </message>
    <message>
        <location filename="../../app/view/new_game_dialog.py" line="226" />
        <source>Black's time</source>
        <translation>黑方用时</translation>
    </message>
    <message>
        <location filename="../../app/view/new_game_dialog.py" line="228" />
        <source>Handicap</source>
        <translation>让子</translation>
    </message>
    <message><source>CXQ rules</source><translation>CXQ 规则</translation></message><message><source>Asian Rules</source><translation>亚洲规则</translation></message><message><source>Casual (mate and repetition only)</source><translation>休闲（只判将死与重复）</translation></message><message><source>Novice</source><translation>入门</translation></message><message><source>Beginner</source><translation>初学</translation></message><message><source>Casual</source><translation>休闲</translation></message><message><source>Intermediate</source><translation>业余</translation></message><message><source>Strong</source><translation>高手</translation></message><message><source>Master</source><translation>大师</translation></message><message><source>No handicap</source><translation>不让子</translation></message><message><source>One horse (left)</source><translation>让左马</translation></message><message><source>One horse (right)</source><translation>让右马</translation></message><message><source>Two horses</source><translation>让双马</translation></message><message><source>One cannon</source><translation>让单炮</translation></message><message><source>One rook (left)</source><translation>让左车</translation></message><message><source>One rook (right)</source><translation>让右车</translation></message><message><source>Rook and horse</source><translation>让车马</translation></message><message><source>Rook and two horses</source><translation>让车双马</translation></message><message><source>Two rooks</source><translation>让双车</translation></message><message><source>Nine pieces</source><translation>让九子</translation></message><message><source>Draw odds (a draw wins for the receiver)</source><translation>让先（和棋算受让方胜）</translation></message><message><source>Two players at this computer</source><translation>双人对弈</translation></message><message><source>Play Red against the computer</source><translation>执红对电脑</translation></message><message><source>Play Black against the computer</source><translation>执黑对电脑</translation></message><message><source>Computer against computer</source><translation>电脑对电脑</translation></message></context><context><name>export</name><message>
        <location filename="../../app/view/access_texts.py" line="64" />
        <location filename="../../app/view/export_texts.py" line="26" />
        <location filename="../../app/view/texts.py" line="138" />
        <location filename="../../app/view/tournament_texts.py" line="198" />
        <location filename="../../app/view/tournament_texts.py" line="256" />
        <location filename="../../app/view/training_texts.py" line="38" />
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location filename="../../app/view/dialogs.py" line="99" />
        <location filename="../../app/view/dialogs.py" line="132" />
        <location filename="../../app/view/dialogs.py" line="302" />
        <location filename="../../app/view/export_texts.py" line="67" />
        <source>Xiangqi Studio</source>
        <translation>象棋工作室</translation>
    </message>
    <message>
        <location filename="../../app/view/export_texts.py" line="19" />
        <location filename="../../app/view/texts.py" line="575" />
        <source>Event</source>
        <translation>赛事</translation>
    </message>
    <message>
        <location filename="../../app/view/export_texts.py" line="19" />
        <source>Site</source>
        <translation>地点</translation>
    </message>
    <message>
        <location filename="../../app/view/export_texts.py" line="19" />
        <source>Date</source>
        <translation>日期</translation>
    </message>
    <message>
        <location filename="../../app/view/export_texts.py" line="19" />
        <source>Round</source>
        <translation>轮次</translation>
    </message>
    <message>
        <location filename="../../app/view/export_texts.py" line="20" />
        <location filename="../../app/view/export_texts.py" line="37" />
        <location filename="../../app/view/new_game_dialog.py" line="192" />
        <location filename="../../app/view/review_dialog.py" line="128" />
        <location filename="../../app/view/texts.py" line="35" />
        <location filename="../../app/view/texts.py" line="575" />
        <location filename="../../app/view/tournament_tables.py" line="239" />
        <source>Red</source>
        <translation>红方</translation>
    </message>
    <message>
        <location filename="../../app/view/export_texts.py" line="20" />
        <location filename="../../app/view/export_texts.py" line="37" />
        <location filename="../../app/view/new_game_dialog.py" line="192" />
        <location filename="../../app/view/review_dialog.py" line="128" />
        <location filename="../../app/view/texts.py" line="35" />
        <location filename="../../app/view/texts.py" line="575" />
        <location filename="../../app/view/tournament_tables.py" line="239" />
        <source>Black</source>
        <translation>黑方</translation>
    </message>
    <message>
        <location filename="../../app/view/export_texts.py" line="20" />
        <location filename="../../app/view/texts.py" line="577" />
        <location filename="../../app/view/tournament_tables.py" line="239" />
        <source>Result</source>
        <translation>结果</translation>
    </message>
    <message>
        <location filename="../../app/view/export_texts.py" line="20" />
        <location filename="../../app/view/texts.py" line="576" />
        <location filename="../../app/view/training_summary.py" line="36" />
        <source>Opening</source>
        <translation>开局</translation>
    </message>
    <message>
        <location filename="../../app/view/export_texts.py" line="31" />
        <source>Red wins</source>
        <translation>红胜</translation>
    </message>
    <message>
        <location filename="../../app/view/export_texts.py" line="31" />
        <source>Black wins</source>
        <translation>黑胜</translation>
    </message>
    <message>
        <location filename="../../app/view/export_texts.py" line="31" />
        <location filename="../../app/view/tablebase_texts.py" line="34" />
        <location filename="../../app/view/texts.py" line="82" />
        <source>Draw</source>
        <translation>和棋</translation>
    </message>
    <message>
        <location filename="../../app/view/export_texts.py" line="32" />
        <location filename="../../app/view/opening_texts.py" line="35" />
        <location filename="../../app/view/texts.py" line="143" />
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <location filename="../../app/view/export_texts.py" line="37" />
        <source>%1 – %2</source>
        <translation>%1 – %2</translation>
    </message>
    <message>
        <location filename="../../app/view/export_texts.py" line="42" />
        <source>Page %1 of %2</source>
        <translation>第 %1 页，共 %2 页</translation>
    </message>
    <message>
        <location filename="../../app/view/export_texts.py" line="47" />
        <source>After %1</source>
        <translation>%1 之后</translation>
    </message>
    <message>
        <location filename="../../app/view/export_texts.py" line="52" />
        <source>Red to move</source>
        <translation>红方行棋</translation>
    </message>
    <message>
        <location filename="../../app/view/export_texts.py" line="52" />
        <source>Black to move</source>
        <translation>黑方行棋</translation>
    </message>
    <message>
        <location filename="../../app/view/export_texts.py" line="57" />
        <source>Start position</source>
        <translation>初始局面</translation>
    </message>
    <message>
        <location filename="../../app/view/export_texts.py" line="62" />
        <source>Final position</source>
        <translation>最后局面</translation>
    </message>
    <message>
        <location filename="../../app/view/export_texts.py" line="72" />
        <source>Xiangqi diagram</source>
        <translation>象棋局面图</translation>
    </message>
    </context><context><name>tournament_texts</name><message>
        <location filename="../../app/view/access_texts.py" line="64" />
        <location filename="../../app/view/export_texts.py" line="26" />
        <location filename="../../app/view/texts.py" line="138" />
        <location filename="../../app/view/tournament_texts.py" line="198" />
        <location filename="../../app/view/tournament_texts.py" line="256" />
        <location filename="../../app/view/training_texts.py" line="38" />
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location filename="../../app/view/dialogs.py" line="193" />
        <location filename="../../app/view/tournament_texts.py" line="43" />
        <source>Move notation</source>
        <translation>记谱方式</translation>
    </message>
    <message>
        <location filename="../../app/view/new_game_dialog.py" line="202" />
        <location filename="../../app/view/tournament_texts.py" line="40" />
        <source>Rules</source>
        <translation>规则</translation>
    </message>
    <message>
        <location filename="../../app/view/new_game_dialog.py" line="224" />
        <location filename="../../app/view/tournament_texts.py" line="40" />
        <source>Time control</source>
        <translation>用时</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_texts.py" line="39" />
        <source>Participants</source>
        <translation>参赛引擎</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_texts.py" line="39" />
        <source>Format</source>
        <translation>赛制</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_texts.py" line="39" />
        <source>Games per pairing</source>
        <translation>每对局数</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_texts.py" line="40" />
        <source>Openings</source>
        <translation>开局</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_texts.py" line="41" />
        <source>Adjudication</source>
        <translation>裁定</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_texts.py" line="41" />
        <source>SPRT</source>
        <translation>SPRT</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_texts.py" line="41" />
        <source>Games at once</source>
        <translation>同时对局数</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_texts.py" line="42" />
        <source>PGN file</source>
        <translation>PGN 文件</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_texts.py" line="42" />
        <source>Time margin</source>
        <translation>用时余量</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_texts.py" line="42" />
        <source>Plies of each line</source>
        <translation>每个开局的步数</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_texts.py" line="43" />
        <source>Resume</source>
        <translation>继续比赛</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_texts.py" line="48" />
        <source>the protocol</source>
        <translation>协议</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_texts.py" line="48" />
        <source>the timeout</source>
        <translation>应答时限</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_texts.py" line="48" />
        <source>the depth</source>
        <translation>深度</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_texts.py" line="49" />
        <source>the node count</source>
        <translation>节点数</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_texts.py" line="53" />
        <source>the timeout “%1” must be more than 0 and at most %3 seconds</source>
        <translation>应答时限“%1”必须大于 0 秒、不超过 %3 秒</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_texts.py" line="54" />
        <source>“%1”: the depth must be from %2 to %3</source>
        <translation>“%1”：深度必须在 %2 到 %3 之间</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_texts.py" line="55" />
        <source>“%1”: the node count must be from %2 to %3</source>
        <translation>“%1”：节点数必须在 %2 到 %3 之间</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_texts.py" line="56" />
        <source>%1 ms is out of range: from %2 to %3 ms</source>
        <translation>%1 ms 超出范围：应在 %2 到 %3 ms 之间</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_texts.py" line="57" />
        <source>%1 is out of range: from %2 to %3</source>
        <translation>%1 超出范围：应在 %2 到 %3 之间</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_texts.py" line="63" />
        <source>“%1”: a time control may last at most a year</source>
        <translation>“%1”：用时规则最长为一年</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_texts.py" line="65" />
        <source>“%1”: moves a period must be from 1 to %2</source>
        <translation>“%1”：每个周期的步数必须在 1 到 %2 之间</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_texts.py" line="66" />
        <source>“%1” is not a time control: try 3+2, 40/5, 10|30s, movetime=100ms, depth=8 or nodes=100000</source>
        <translation>“%1”不是用时设置：可以写 3+2、40/5、10|30s、movetime=100ms、depth=8 或 nodes=100000</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_texts.py" line="72" />
        <source>“%1” is no rule: use resign=CP/MOVES, draw=CP/MOVES[/FROM] or maxmoves=N</source>
        <translation>“%1”不是裁定规则：请写 resign=分/步数、draw=分/步数[/起算回合] 或 maxmoves=步数</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_texts.py" line="74" />
        <source>“%1” is no setting of the SPRT: use elo0=E, elo1=E, alpha=A or beta=B</source>
        <translation>“%1”不是 SPRT 的设置：请写 elo0=E、elo1=E、alpha=A 或 beta=B</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_texts.py" line="75" />
        <source>“%1” is not understood</source>
        <translation>无法理解“%1”</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_texts.py" line="82" />
        <source>there is no such file</source>
        <translation>没有这个文件</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_texts.py" line="83" />
        <source>it is not a file (%1)</source>
        <translation>它不是文件（%1）</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_texts.py" line="84" />
        <source>it cannot be read (%1)</source>
        <translation>无法读取（%1）</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_texts.py" line="85" />
        <source>it is not a network file</source>
        <translation>它不是神经网络文件</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_texts.py" line="86" />
        <source>it is a network this version of the program does not read (%1)</source>
        <translation>本版程序读不了这种神经网络（%1）</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_texts.py" line="87" />
        <source>it is damaged (%1)</source>
        <translation>文件已损坏（%1）</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_texts.py" line="97" />
        <source>%1: the network file “%2” cannot be used on the worker %4: %3; the engine would play with its hand-written evaluation</source>
        <translation>%1：工作进程 %4 上无法使用神经网络文件“%2”：%3；引擎将只用手写的局面评估下棋</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_texts.py" line="99" />
        <source>%1: the network file “%2” cannot be used: %3; the engine would play with its hand-written evaluation</source>
        <translation>%1：无法使用神经网络文件“%2”：%3；引擎将只用手写的局面评估下棋</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_texts.py" line="108" />
        <source>%1 “%2”: choose one of %3</source>
        <translation>%1“%2”无效：请从 %3 中选择</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_texts.py" line="108" />
        <source>“%2”: choose one of %3</source>
        <translation>“%2”无效：请从 %3 中选择</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_texts.py" line="111" />
        <source>no engine in “%1”</source>
        <translation>“%1”中没有引擎</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_texts.py" line="112" />
        <source>“%1” in “%2” is not a setting of the form key=value</source>
        <translation>“%2”中的“%1”不是 键=值 形式的设置</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_texts.py" line="113" />
        <source>%6 “%1” is not a number</source>
        <translation>%6“%1”不是数字</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_texts.py" line="114" />
        <source>“%1”: a time a move must be from 1 ms to an hour</source>
        <translation>“%1”：每步用时必须在 1 ms 到 1 小时之间</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_texts.py" line="115" />
        <source>the engines need a limit: a clock, a time a move (movetime=100ms), a depth (depth=8) or a node count (nodes=100000)</source>
        <translation>引擎需要限制：棋钟、每步用时（movetime=100ms）、深度（depth=8）或节点数（nodes=100000）</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_texts.py" line="117" />
        <source>“%1”: whole numbers are expected</source>
        <translation>“%1”：应为整数</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_texts.py" line="118" />
        <source>“%1”: the rule needs at least one move</source>
        <translation>“%1”：规则至少需要一步</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_texts.py" line="119" />
        <source>elo1 must be above elo0</source>
        <translation>elo1 必须大于 elo0</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_texts.py" line="120" />
        <source>alpha and beta must lie between 0 and 0.5</source>
        <translation>alpha 和 beta 必须在 0 到 0.5 之间</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_texts.py" line="121" />
        <source>a tournament needs at least two</source>
        <translation>比赛至少需要两个</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_texts.py" line="122" />
        <source>%4 games in all (%5 pairings of %1 games): at most %3</source>
        <translation>共 %4 局（%5 对，每对 %1 局）：最多 %3 局</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_texts.py" line="123" />
        <source>the SPRT is for a match of two engines</source>
        <translation>SPRT 只用于两个引擎的对决</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_texts.py" line="124" />
        <source>choose a file to write the games to</source>
        <translation>请选择保存对局的文件</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_texts.py" line="125" />
        <source>give the PGN file of the tournament to resume</source>
        <translation>请给出要继续的比赛的 PGN 文件</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_texts.py" line="126" />
        <source>the set-up differs from that of the tournament saved with “%1”</source>
        <translation>设置与“%1”保存的比赛不同</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_texts.py" line="128" />
        <source>“%1” cannot be used</source>
        <translation>无法使用“%1”</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_texts.py" line="141" />
        <source>the line %1 cannot be played: %2</source>
        <translation>开局 %1 无法走出：%2</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_texts.py" line="145" />
        <source>the game is over at the end of the line %1</source>
        <translation>开局 %1 走完时对局已经结束</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_texts.py" line="146" />
        <source>“%2” is neither a file, the book nor an ECCO code range</source>
        <translation>“%2”既不是文件，也不是开局库或 ECCO 编号范围</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_texts.py" line="147" />
        <source>“%3” cannot be read (%4)</source>
        <translation>无法读取“%3”（%4）</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_texts.py" line="148" />
        <source>“%3” is not a game file that can be read (%4)</source>
        <translation>“%3”不是可以读取的棋谱文件（%4）</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_texts.py" line="149" />
        <source>“%2” in “%3” is not an EPD position</source>
        <translation>“%3”中的“%2”不是 EPD 局面</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_texts.py" line="150" />
        <source>the opening book that comes with the program is missing or damaged</source>
        <translation>程序自带的开局库缺失或已损坏</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_texts.py" line="151" />
        <source>the opening book gave no line</source>
        <translation>开局库没有给出任何开局</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_texts.py" line="152" />
        <source>“%2” holds no ECCO code: write C84, C7 or C70-C79</source>
        <translation>“%2”中没有 ECCO 编号：请写成 C84、C7 或 C70-C79</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_texts.py" line="153" />
        <source>the opening book reaches none of the codes %2</source>
        <translation>开局库中没有 %2 中任何编号的开局</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_texts.py" line="155" />
        <source>“%2” cannot be used</source>
        <translation>无法使用“%2”</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_texts.py" line="163" />
        <source>“%1” does not end with game %2 as the tournament wrote it</source>
        <translation>“%1”的最后不是比赛写入的第 %2 局</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_texts.py" line="164" />
        <source>“%1” is shorter than the state file says (%3 bytes, not %4)</source>
        <translation>“%1”比进度文件记录的短（%3 字节，而不是 %4 字节）</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_texts.py" line="165" />
        <source>the first %4 bytes of “%1” do not hold the tournament's %2 games</source>
        <translation>“%1”的前 %4 字节中没有比赛的 %2 局对局</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_texts.py" line="166" />
        <source>“%1” holds %3 bytes after the tournament's games that are none of its games</source>
        <translation>“%1”在比赛的对局之后还有 %3 字节，都不是比赛的对局</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_texts.py" line="168" />
        <location filename="../../app/view/tournament_texts.py" line="169" />
        <source>“%1” is not as the tournament left it</source>
        <translation>“%1”已不是比赛留下时的样子</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_texts.py" line="178" />
        <source>The PGN file was changed after the tournament wrote it; it is kept as it is and nothing was played: %2</source>
        <translation>PGN 文件在比赛写入之后被改动过；文件保持原样，没有下任何对局：%2</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_texts.py" line="181" />
        <source>The saved tournament's state file is damaged (%3): %2. Nothing was played or changed.</source>
        <translation>已保存比赛的进度文件已损坏（%3）：%2。没有下任何对局，也没有改动任何文件。</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_texts.py" line="184" />
        <source>A tournament is saved with “%1” already: resume it, or choose another PGN file.</source>
        <translation>“%1”中已经保存有比赛：请继续这个比赛，或选择另一个 PGN 文件。</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_texts.py" line="185" />
        <source>The saved tournament cannot be resumed: its state file “%1” cannot be read (%2).</source>
        <translation>无法继续已保存的比赛：无法读取它的进度文件“%1”（%2）。</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_texts.py" line="187" />
        <source>The saved tournament cannot be resumed: “%1” is not a tournament's state file that this version can read.</source>
        <translation>无法继续已保存的比赛：“%1”不是本版本能读取的比赛进度文件。</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_texts.py" line="189" />
        <source>The tournament saved with “%1” is being played by another window or program; resume it once that has ended.</source>
        <translation>以“%1”保存的比赛正由另一个窗口或程序进行；请等它结束后再继续。</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_texts.py" line="192" />
        <source>The saved tournament cannot be resumed: %2</source>
        <translation>无法继续已保存的比赛：%2</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_texts.py" line="204" />
        <source>it is not an address (%1); write tcp://HOST:PORT</source>
        <translation>这不是地址（%1）；请写成 tcp://主机:端口</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_texts.py" line="205" />
        <source>inproc:// is a scheduler inside one program only; write tcp://HOST:PORT</source>
        <translation>inproc:// 只能是同一程序内的调度器；请写成 tcp://主机:端口</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_texts.py" line="206" />
        <source>it names no host; write %2://HOST:PORT</source>
        <translation>没有给出主机；请写成 %2://主机:端口</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_texts.py" line="207" />
        <source>port %3 is not from 1 to 65535</source>
        <translation>端口 %3 不在 1 到 65535 之间</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_texts.py" line="208" />
        <source>tls:// needs the certificates in dask's configuration (distributed.comm.tls)</source>
        <translation>tls:// 需要在 dask 的配置中给出证书（distributed.comm.tls）</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_texts.py" line="210" />
        <source>there is no such host (%1)</source>
        <translation>没有这个主机（%1）</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_texts.py" line="211" />
        <source>nothing listens there (the connection was refused)</source>
        <translation>那里没有程序接受连接（连接被拒绝）</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_texts.py" line="212" />
        <source>no answer came within %4 s</source>
        <translation>%4 秒内没有应答</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_texts.py" line="213" />
        <source>it closed the connection without the greeting a dask scheduler sends</source>
        <translation>对方关闭了连接，没有发出 dask 调度器的问候</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_texts.py" line="214" />
        <source>it closed the connection in the middle of its greeting</source>
        <translation>对方没有发完问候就关闭了连接</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_texts.py" line="215" />
        <source>it answered %5, not as a dask scheduler does</source>
        <translation>对方的应答是 %5，不像 dask 调度器</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_texts.py" line="216" />
        <source>it is a web server (it answered %5)</source>
        <translation>对方是网站（应答为 %5）</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_texts.py" line="217" />
        <source>it accepted the connection but said nothing within %4 s</source>
        <translation>对方接受了连接，但 %4 秒内没有发出任何信息</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_texts.py" line="218" />
        <source>no dask greeting came within %4 s</source>
        <translation>%4 秒内没有收到 dask 的问候</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_texts.py" line="229" />
        <source>An engine did not start: %2</source>
        <translation>引擎未能启动：%2</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_texts.py" line="229" />
        <source>%1 engines did not start: %2</source>
        <translation>%1 个引擎未能启动：%2</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_texts.py" line="232" />
        <source>Playing on a cluster needs dask.distributed (pip install '.[cluster]').</source>
        <translation>在集群上对局需要 dask.distributed（pip install '.[cluster]'）。</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_texts.py" line="233" />
        <source>The scheduler's address “%1” cannot be used: %2.</source>
        <translation>无法使用调度器地址“%1”：%2。</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_texts.py" line="234" />
        <source>No dask scheduler answers at %1: %2.</source>
        <translation>%1 没有 dask 调度器应答：%2。</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_texts.py" line="235" />
        <source>What answers at %1 is not a dask scheduler: %2.</source>
        <translation>%1 处应答的不是 dask 调度器：%2。</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_texts.py" line="236" />
        <source>The dask scheduler at %1 has no workers (none joined within %3 s): start some with “dask worker %1”.</source>
        <translation>%1 的 dask 调度器没有工作进程（%3 秒内没有加入）：请用“dask worker %1”启动一些。</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_texts.py" line="238" />
        <source>The cluster's workers did not start the engines within %3 s.</source>
        <translation>集群的工作进程在 %3 秒内没有启动引擎。</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_texts.py" line="239" />
        <source>Game %4 failed on the cluster: %5</source>
        <translation>第 %4 局在集群上出错：%5</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_texts.py" line="249" />
        <source>The tournament stopped with an error: %1</source>
        <translation>比赛因出错而停止：%1</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_texts.py" line="258" />
        <source>The openings cannot be read: %1</source>
        <translation>无法读取开局：%1</translation>
    </message>
    </context><context><name>training</name><message>
        <location filename="../../app/view/access_texts.py" line="64" />
        <location filename="../../app/view/export_texts.py" line="26" />
        <location filename="../../app/view/texts.py" line="138" />
        <location filename="../../app/view/tournament_texts.py" line="198" />
        <location filename="../../app/view/tournament_texts.py" line="256" />
        <location filename="../../app/view/training_texts.py" line="38" />
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location filename="../../app/view/analysis_panel.py" line="164" />
        <location filename="../../app/view/analysis_panel.py" line="231" />
        <location filename="../../app/view/analysis_panel.py" line="374" />
        <location filename="../../app/view/review_dialog.py" line="66" />
        <location filename="../../app/view/review_games_dialog.py" line="129" />
        <source>Start</source>
        <translation>开始</translation>
    </message>
    <message>
        <location filename="../../app/view/dialogs.py" line="273" />
        <location filename="../../app/view/review_games_dialog.py" line="186" />
        <location filename="../../app/view/review_games_dialog.py" line="192" />
        <source>Game files (*.pgn *.xqf *.cbl *.cbr *.txt);;All files (*)</source>
        <translation>棋谱文件 (*.pgn *.xqf *.cbl *.cbr *.txt);;所有文件 (*)</translation>
    </message>
    <message>
        <location filename="../../app/view/dialogs.py" line="289" />
        <location filename="../../app/view/training_summary.py" line="131" />
        <source>%1 moves</source>
        <translation>%1 步</translation>
    </message>
    <message>
        <location filename="../../app/view/export_texts.py" line="20" />
        <location filename="../../app/view/texts.py" line="576" />
        <location filename="../../app/view/training_summary.py" line="36" />
        <source>Opening</source>
        <translation>开局</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="109" />
        <location filename="../../app/view/training_summary.py" line="43" />
        <source>King walked into a mating net</source>
        <translation>将帅走入杀网</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="110" />
        <location filename="../../app/view/training_summary.py" line="41" />
        <source>Won ending given away</source>
        <translation>残局胜势丢失</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="110" />
        <location filename="../../app/view/training_summary.py" line="42" />
        <source>Drawn ending lost</source>
        <translation>残局和棋走输</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="111" />
        <location filename="../../app/view/training_summary.py" line="43" />
        <source>Missed mate</source>
        <translation>错过杀棋</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="111" />
        <location filename="../../app/view/training_summary.py" line="44" />
        <source>Piece left hanging</source>
        <translation>丢子（无保护）</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="112" />
        <location filename="../../app/view/training_summary.py" line="44" />
        <source>Missed capture</source>
        <translation>漏吃子</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="112" />
        <location filename="../../app/view/training_summary.py" line="45" />
        <source>Other mistakes</source>
        <translation>其他失误</translation>
    </message>
    <message>
        <location filename="../../app/view/review_dialog.py" line="67" />
        <location filename="../../app/view/review_games_dialog.py" line="134" />
        <location filename="../../app/view/tablebase_texts.py" line="208" />
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <location filename="../../app/view/review_games_dialog.py" line="45" />
        <source>%1 of %2 games reviewed</source>
        <translation>已复盘 %1/%2 局</translation>
    </message>
    <message>
        <location filename="../../app/view/review_games_dialog.py" line="47" />
        <source>(%1 found reviewed before)</source>
        <translation>（其中 %1 局先前已复盘）</translation>
    </message>
    <message>
        <location filename="../../app/view/review_games_dialog.py" line="49" />
        <source>%1 failed</source>
        <translation>%1 局失败</translation>
    </message>
    <message>
        <location filename="../../app/view/review_games_dialog.py" line="58" />
        <source>The review stopped: %1</source>
        <translation>复盘已停止：%1</translation>
    </message>
    <message>
        <location filename="../../app/view/review_games_dialog.py" line="63" />
        <source>The review stopped on an unexpected error: %1</source>
        <translation>复盘因意外错误而停止：%1</translation>
    </message>
    <message>
        <location filename="../../app/view/review_games_dialog.py" line="71" />
        <source>Games that could not be reviewed: %1 (%2); Resume tries them again.</source>
        <translation>未能复盘的棋局：%1 局（%2）；继续复盘时会再试。</translation>
    </message>
    <message>
        <location filename="../../app/view/review_games_dialog.py" line="75" />
        <source>Damaged stored reviews, reviewed again: %1.</source>
        <translation>已损坏并已重新复盘的已存复盘：%1 个。</translation>
    </message>
    <message>
        <location filename="../../app/view/review_games_dialog.py" line="77" />
        <source>Engines started again after a crash: %1.</source>
        <translation>引擎崩溃后重新启动：%1 次。</translation>
    </message>
    <message>
        <location filename="../../app/view/review_games_dialog.py" line="94" />
        <source>Review games</source>
        <translation>复盘多局</translation>
    </message>
    <message>
        <location filename="../../app/view/review_games_dialog.py" line="97" />
        <source>The games selected in the library (%1)</source>
        <translation>棋库中选中的棋局（%1）</translation>
    </message>
    <message>
        <location filename="../../app/view/review_games_dialog.py" line="98" />
        <source>A games file</source>
        <translation>棋谱文件</translation>
    </message>
    <message>
        <location filename="../../app/view/review_games_dialog.py" line="99" />
        <source>My games in the library: where I am a player</source>
        <translation>棋谱库中我的对局：我参加的棋局</translation>
    </message>
    <message>
        <location filename="../../app/view/review_games_dialog.py" line="104" />
        <location filename="../../app/view/tablebase_texts.py" line="114" />
        <source>Choose…</source>
        <translation>选择…</translation>
    </message>
    <message>
        <location filename="../../app/view/review_games_dialog.py" line="109" />
        <source>your name as in your games</source>
        <translation>你在棋谱中的名字</translation>
    </message>
    <message>
        <location filename="../../app/view/review_games_dialog.py" line="119" />
        <source> s a position</source>
        <translation> 秒/局面</translation>
    </message>
    <message>
        <location filename="../../app/view/review_games_dialog.py" line="124" />
        <source>The progress shows here once the review starts</source>
        <translation>复盘开始后，这里显示进度</translation>
    </message>
    <message>
        <location filename="../../app/view/review_games_dialog.py" line="130" />
        <source>Resume the last review</source>
        <translation>继续上次的复盘</translation>
    </message>
    <message>
        <location filename="../../app/view/review_games_dialog.py" line="132" />
        <location filename="../../app/view/review_games_dialog.py" line="230" />
        <source>Pause</source>
        <translation>暂停</translation>
    </message>
    <message>
        <location filename="../../app/view/review_games_dialog.py" line="135" />
        <source>What to work on…</source>
        <translation>需要改进的地方…</translation>
    </message>
    <message>
        <location filename="../../app/view/review_games_dialog.py" line="136" />
        <source>Add games files to the library…</source>
        <translation>把棋谱文件加入棋谱库…</translation>
    </message>
    <message>
        <location filename="../../app/view/review_games_dialog.py" line="163" />
        <source>Games:</source>
        <translation>棋局：</translation>
    </message>
    <message>
        <location filename="../../app/view/review_games_dialog.py" line="164" />
        <source>My name:</source>
        <translation>我的名字：</translation>
    </message>
    <message>
        <location filename="../../app/view/review_games_dialog.py" line="165" />
        <source>Engine:</source>
        <translation>引擎：</translation>
    </message>
    <message>
        <location filename="../../app/view/review_games_dialog.py" line="166" />
        <source>Time:</source>
        <translation>时间：</translation>
    </message>
    <message>
        <location filename="../../app/view/review_games_dialog.py" line="167" />
        <source>Engines at once:</source>
        <translation>同时使用的引擎：</translation>
    </message>
    <message>
        <location filename="../../app/view/review_games_dialog.py" line="185" />
        <source>Games to review</source>
        <translation>要复盘的棋局</translation>
    </message>
    <message>
        <location filename="../../app/view/review_games_dialog.py" line="191" />
        <source>Games files to add to the library</source>
        <translation>要加入棋谱库的棋谱文件</translation>
    </message>
    <message>
        <location filename="../../app/view/review_games_dialog.py" line="214" />
        <source>Choose a games file, or type your name, first.</source>
        <translation>请先选择棋谱文件，或输入你的名字。</translation>
    </message>
    <message>
        <location filename="../../app/view/review_games_dialog.py" line="222" />
        <source>Starting the engines…</source>
        <translation>正在启动引擎…</translation>
    </message>
    <message>
        <location filename="../../app/view/review_games_dialog.py" line="230" />
        <source>Continue</source>
        <translation>继续</translation>
    </message>
    <message>
        <location filename="../../app/view/review_games_dialog.py" line="255" />
        <source>Cancelled: %1 of %2 games reviewed; start again to resume.</source>
        <translation>已取消：已复盘 %1/%2 局；再次开始即可继续。</translation>
    </message>
    <message>
        <location filename="../../app/view/review_games_dialog.py" line="257" />
        <source>Done: %1 of your %2 games in the library reviewed.</source>
        <translation>完成：棋谱库中你的 %2 局已复盘 %1 局。</translation>
    </message>
    <message>
        <location filename="../../app/view/review_games_dialog.py" line="259" />
        <source>Done: %1 of %2 games reviewed.</source>
        <translation>完成：已复盘 %1/%2 局。</translation>
    </message>
    <message>
        <location filename="../../app/view/review_games_dialog.py" line="262" />
        <source>1 new exercise in My mistakes.</source>
        <translation>“我的错误”中新增 1 个练习。</translation>
    </message>
    <message>
        <location filename="../../app/view/review_games_dialog.py" line="263" />
        <source>%1 new exercises in My mistakes.</source>
        <translation>“我的错误”中新增 %1 个练习。</translation>
    </message>
    <message>
        <location filename="../../app/view/review_games_dialog.py" line="275" />
        <source>No games of “%1” were found. My games looks only in the library, which holds %2 games (games files and games you save are not in it until you add them).</source>
        <translation>没有找到“%1”的棋局。“我的对局”只在棋谱库中查找，棋谱库现有 %2 局（棋谱文件和你保存的对局要先加入棋谱库）。</translation>
    </message>
    <message>
        <location filename="../../app/view/review_games_dialog.py" line="279" />
        <source>The file “%1” holds no games.</source>
        <translation>文件“%1”中没有棋局。</translation>
    </message>
    <message>
        <location filename="../../app/view/review_games_dialog.py" line="281" />
        <source>The games selected are no longer in the library.</source>
        <translation>选中的棋局已不在棋谱库中。</translation>
    </message>
    <message>
        <location filename="../../app/view/review_games_dialog.py" line="289" />
        <source>Add “%1” (last opened or saved)</source>
        <translation>加入“%1”（最近打开或保存的）</translation>
    </message>
    <message>
        <location filename="../../app/view/review_games_dialog.py" line="300" />
        <source>Adding %1 files to the library…</source>
        <translation>正在把 %1 个文件加入棋谱库…</translation>
    </message>
    <message>
        <location filename="../../app/view/review_games_dialog.py" line="305" />
        <source>A review is under way: wait for it, or cancel it.</source>
        <translation>正在复盘：请等待完成，或取消。</translation>
    </message>
    <message>
        <location filename="../../app/view/review_games_dialog.py" line="311" />
        <source>.</source>
        <translation>。</translation>
    </message>
    <message>
        <location filename="../../app/view/review_games_dialog.py" line="314" />
        <source>The games reviewed so far are kept: Resume goes on with the rest.</source>
        <translation>已复盘的棋局都已保留：继续复盘会接着复盘其余棋局。</translation>
    </message>
    <message>
        <location filename="../../app/view/tablebase_texts.py" line="129" />
        <location filename="../../app/view/training_summary.py" line="36" />
        <source>Endgame</source>
        <translation>残局</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_tables.py" line="144" />
        <location filename="../../app/view/training_summary.py" line="145" />
        <source>Games</source>
        <translation>局数</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_tables.py" line="239" />
        <location filename="../../app/view/training_summary.py" line="141" />
        <source>Moves</source>
        <translation>步数</translation>
    </message>
    <message>
        <location filename="../../app/view/training_summary.py" line="36" />
        <source>Middlegame</source>
        <translation>中局</translation>
    </message>
    <message>
        <location filename="../../app/view/training_summary.py" line="52" />
        <source>move %1</source>
        <translation>第 %1 回合</translation>
    </message>
    <message>
        <location filename="../../app/view/training_summary.py" line="129" />
        <source>What to work on: %1</source>
        <translation>需要改进的地方：%1</translation>
    </message>
    <message>
        <location filename="../../app/view/training_summary.py" line="130" />
        <source>1 game</source>
        <translation>1 局</translation>
    </message>
    <message>
        <location filename="../../app/view/training_summary.py" line="130" />
        <source>%1 games</source>
        <translation>%1 局</translation>
    </message>
    <message>
        <location filename="../../app/view/training_summary.py" line="131" />
        <source>1 move</source>
        <translation>1 步</translation>
    </message>
    <message>
        <location filename="../../app/view/training_summary.py" line="132" />
        <source>%1, %2, average loss %3 cp</source>
        <translation>%1，%2，平均损失 %3 分</translation>
    </message>
    <message>
        <location filename="../../app/view/training_summary.py" line="135" />
        <source>Damaged stored reviews, left out: %1. They are reviewed again the next time their games are.</source>
        <translation>已损坏、未计入的已存复盘：%1 个。下次复盘这些棋局时会重新复盘。</translation>
    </message>
    <message>
        <location filename="../../app/view/training_summary.py" line="141" />
        <source>Phase</source>
        <translation>时期</translation>
    </message>
    <message>
        <location filename="../../app/view/training_summary.py" line="141" />
        <location filename="../../app/view/training_summary.py" line="145" />
        <source>Average loss (cp)</source>
        <translation>平均损失（分）</translation>
    </message>
    <message>
        <location filename="../../app/view/training_summary.py" line="145" />
        <source>Opening (ECCO)</source>
        <translation>开局（ECCO）</translation>
    </message>
    <message>
        <location filename="../../app/view/training_summary.py" line="147" />
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <location filename="../../app/view/training_summary.py" line="152" />
        <source>Most common mistakes</source>
        <translation>最常见的失误</translation>
    </message>
    <message>
        <location filename="../../app/view/training_summary.py" line="152" />
        <source>Count</source>
        <translation>次数</translation>
    </message>
    <message>
        <location filename="../../app/view/training_summary.py" line="162" />
        <source>Average loss over the game (cp, by move)</source>
        <translation>整局的平均损失（分，按回合）</translation>
    </message>
    <message>
        <location filename="../../app/view/training_texts.py" line="25" />
        <source>it cannot be read back</source>
        <translation>无法读回</translation>
    </message>
    <message>
        <location filename="../../app/view/training_texts.py" line="26" />
        <source>its start position is not a position</source>
        <translation>其起始局面不是有效局面</translation>
    </message>
    <message>
        <location filename="../../app/view/training_texts.py" line="27" />
        <source>its moves are not legal</source>
        <translation>其中的着法不合规则</translation>
    </message>
    <message>
        <location filename="../../app/view/training_texts.py" line="28" />
        <source>an engine line in it holds something that is not a move</source>
        <translation>其中的引擎变例含有不是着法的内容</translation>
    </message>
    <message>
        <location filename="../../app/view/training_texts.py" line="29" />
        <source>its evaluations do not match the positions</source>
        <translation>其中的评分与局面对不上</translation>
    </message>
    <message>
        <location filename="../../app/view/training_texts.py" line="30" />
        <source>its moves are those of another game</source>
        <translation>其中的着法属于另一局棋</translation>
    </message>
    <message>
        <location filename="../../app/view/training_texts.py" line="31" />
        <source>it is damaged</source>
        <translation>已损坏</translation>
    </message>
    <message>
        <location filename="../../app/view/training_texts.py" line="45" />
        <source>The exercises were not added to My mistakes: another copy of the program was saving it and did not finish within %1 s</source>
        <translation>练习没有加入“我的错误”：另一个正在运行的本程序在保存它，%1 秒内没有完成</translation>
    </message>
    <message>
        <location filename="../../app/view/training_texts.py" line="47" />
        <source>The exercises were not added to My mistakes: “%1” is damaged and could not be moved aside, so it was left as it is</source>
        <translation>练习没有加入“我的错误”：“%1”已损坏且无法移到一旁，因此保持原样</translation>
    </message>
</context><context><name>analysis</name><message>
        <location filename="../../app/view/analysis_panel.py" line="163" />
        <location filename="../../app/view/analysis_panel.py" line="230" />
        <source>Lines: </source>
        <translation>变例数：</translation>
    </message>
    <message>
        <location filename="../../app/view/analysis_panel.py" line="164" />
        <location filename="../../app/view/analysis_panel.py" line="231" />
        <location filename="../../app/view/analysis_panel.py" line="374" />
        <location filename="../../app/view/review_dialog.py" line="66" />
        <location filename="../../app/view/review_games_dialog.py" line="129" />
        <source>Start</source>
        <translation>开始</translation>
    </message>
    <message>
        <location filename="../../app/view/analysis_panel.py" line="231" />
        <location filename="../../app/view/analysis_panel.py" line="374" />
        <source>Stop</source>
        <translation>停止</translation>
    </message>
    <message>
        <location filename="../../app/view/analysis_panel.py" line="245" />
        <source>Analysis</source>
        <translation>分析</translation>
    </message>
    <message>
        <location filename="../../app/view/analysis_panel.py" line="339" />
        <source>depth %1</source>
        <translation>深度 %1</translation>
    </message>
    <message>
        <location filename="../../app/view/analysis_panel.py" line="380" />
        <location filename="../../app/view/review_dialog.py" line="154" />
        <source>The engine failed: %1</source>
        <translation>引擎出错：%1</translation>
    </message>
    </context><context><name>review</name><message>
        <location filename="../../app/view/analysis_panel.py" line="164" />
        <location filename="../../app/view/analysis_panel.py" line="231" />
        <location filename="../../app/view/analysis_panel.py" line="374" />
        <location filename="../../app/view/review_dialog.py" line="66" />
        <location filename="../../app/view/review_games_dialog.py" line="129" />
        <source>Start</source>
        <translation>开始</translation>
    </message>
    <message>
        <location filename="../../app/view/analysis_panel.py" line="380" />
        <location filename="../../app/view/review_dialog.py" line="154" />
        <source>The engine failed: %1</source>
        <translation>引擎出错：%1</translation>
    </message>
    <message>
        <location filename="../../app/view/export_texts.py" line="20" />
        <location filename="../../app/view/export_texts.py" line="37" />
        <location filename="../../app/view/new_game_dialog.py" line="192" />
        <location filename="../../app/view/review_dialog.py" line="128" />
        <location filename="../../app/view/texts.py" line="35" />
        <location filename="../../app/view/texts.py" line="575" />
        <location filename="../../app/view/tournament_tables.py" line="239" />
        <source>Red</source>
        <translation>红方</translation>
    </message>
    <message>
        <location filename="../../app/view/export_texts.py" line="20" />
        <location filename="../../app/view/export_texts.py" line="37" />
        <location filename="../../app/view/new_game_dialog.py" line="192" />
        <location filename="../../app/view/review_dialog.py" line="128" />
        <location filename="../../app/view/texts.py" line="35" />
        <location filename="../../app/view/texts.py" line="575" />
        <location filename="../../app/view/tournament_tables.py" line="239" />
        <source>Black</source>
        <translation>黑方</translation>
    </message>
    <message>
        <location filename="../../app/view/review_dialog.py" line="40" />
        <source>%1: average loss %2 cp · %3 ?! · %4 ? · %5 ??</source>
        <translation>%1：平均损失 %2 分 · %3 ?! · %4 ? · %5 ??</translation>
    </message>
    <message>
        <location filename="../../app/view/review_dialog.py" line="53" />
        <source>Analyse game</source>
        <translation>分析对局</translation>
    </message>
    <message>
        <location filename="../../app/view/review_dialog.py" line="65" />
        <source> s per move</source>
        <translation> 秒/步</translation>
    </message>
    <message>
        <location filename="../../app/view/review_dialog.py" line="67" />
        <location filename="../../app/view/review_games_dialog.py" line="134" />
        <location filename="../../app/view/tablebase_texts.py" line="208" />
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <location filename="../../app/view/review_dialog.py" line="71" />
        <source>Inaccuracy ?! from a %1 loss of winning chance, mistake ? from %2, blunder ?? from %3.</source>
        <translation>胜率损失达 %1 为疑问着 ?!，达 %2 为错着 ?，达 %3 为败着 ??。</translation>
    </message>
    <message>
        <location filename="../../app/view/review_dialog.py" line="79" />
        <location filename="../../app/view/tournament_tables.py" line="144" />
        <location filename="../../app/view/tournament_tables.py" line="203" />
        <source>Engine</source>
        <translation>引擎</translation>
    </message>
    <message>
        <location filename="../../app/view/review_dialog.py" line="80" />
        <source>Time</source>
        <translation>时间</translation>
    </message>
    <message>
        <location filename="../../app/view/review_dialog.py" line="117" />
        <source>Analysing…</source>
        <translation>分析中…</translation>
    </message>
    <message>
        <location filename="../../app/view/review_dialog.py" line="134" />
        <source>Analysing position %1 of %2…</source>
        <translation>正在分析第 %1 个局面（共 %2 个）…</translation>
    </message>
    <message>
        <location filename="../../app/view/review_dialog.py" line="146" />
        <source>Done.</source>
        <translation>完成。</translation>
    </message>
    <message>
        <location filename="../../app/view/review_dialog.py" line="157" />
        <source>Cancelled; the game is unchanged.</source>
        <translation>已取消；对局未改动。</translation>
    </message>
    </context><context><name>share</name><message>
        <location filename="../../app/view/dialogs.py" line="358" />
        <location filename="../../app/view/share_dialogs.py" line="263" />
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <location filename="../../app/view/share_dialogs.py" line="41" />
        <source>&amp;Export game</source>
        <translation>导出对局(&amp;E)</translation>
    </message>
    <message>
        <location filename="../../app/view/share_dialogs.py" line="46" />
        <source>Score sheet (&amp;PDF)…</source>
        <translation>棋谱单 (&amp;PDF)…</translation>
    </message>
    <message>
        <location filename="../../app/view/share_dialogs.py" line="46" />
        <source>Animated &amp;GIF…</source>
        <translation>GIF 动图(&amp;G)…</translation>
    </message>
    <message>
        <location filename="../../app/view/share_dialogs.py" line="46" />
        <source>Diagram (&amp;SVG)…</source>
        <translation>局面图 (&amp;SVG)…</translation>
    </message>
    <message>
        <location filename="../../app/view/share_dialogs.py" line="47" />
        <source>Diagram (P&amp;NG)…</source>
        <translation>局面图 (P&amp;NG)…</translation>
    </message>
    <message>
        <location filename="../../app/view/share_dialogs.py" line="47" />
        <source>Game as &amp;text…</source>
        <translation>文本棋谱(&amp;T)…</translation>
    </message>
    <message>
        <location filename="../../app/view/share_dialogs.py" line="52" />
        <source>Pr&amp;int…</source>
        <translation>打印(&amp;I)…</translation>
    </message>
    <message>
        <location filename="../../app/view/share_dialogs.py" line="57" />
        <source>Open from &amp;text…</source>
        <translation>从文本打开(&amp;T)…</translation>
    </message>
    <message>
        <location filename="../../app/view/share_dialogs.py" line="62" />
        <source>Copy game as te&amp;xt</source>
        <translation>复制棋谱为文本(&amp;X)</translation>
    </message>
    <message>
        <location filename="../../app/view/share_dialogs.py" line="67" />
        <source>Copy li&amp;ne as text</source>
        <translation>复制当前变着为文本(&amp;N)</translation>
    </message>
    <message>
        <location filename="../../app/view/share_dialogs.py" line="72" />
        <source>Pa&amp;ste game</source>
        <translation>粘贴棋谱(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../app/view/share_dialogs.py" line="77" />
        <source>Paste FEN or &amp;game</source>
        <translation>粘贴局面或棋谱(&amp;G)</translation>
    </message>
    <message>
        <location filename="../../app/view/share_dialogs.py" line="82" />
        <source>Clear arrows and &amp;circles</source>
        <translation>清除箭头和圈(&amp;C)</translation>
    </message>
    <message>
        <location filename="../../app/view/share_dialogs.py" line="88" />
        <source>Right-drag on the board draws an arrow, right-click circles a point (hold Shift for red, Ctrl for blue, Alt for yellow); drawing it again removes it.</source>
        <translation>在棋盘上按住右键拖动画箭头，右键单击一个点画圈（按住 Shift 为红色，Ctrl 为蓝色，Alt 为黄色）；再画一次即去掉。</translation>
    </message>
    <message>
        <location filename="../../app/view/share_dialogs.py" line="95" />
        <source>Exported to %1</source>
        <translation>已导出到 %1</translation>
    </message>
    <message>
        <location filename="../../app/view/share_dialogs.py" line="100" />
        <source>Export failed</source>
        <translation>导出失败</translation>
    </message>
    <message>
        <location filename="../../app/view/share_dialogs.py" line="105" />
        <source>Printed 1 page</source>
        <translation>已打印 1 页</translation>
    </message>
    <message>
        <location filename="../../app/view/share_dialogs.py" line="105" />
        <source>Printed %1 pages</source>
        <translation>已打印 %1 页</translation>
    </message>
    <message>
        <location filename="../../app/view/share_dialogs.py" line="110" />
        <source>Printing failed</source>
        <translation>打印失败</translation>
    </message>
    <message>
        <location filename="../../app/view/share_dialogs.py" line="115" />
        <source>The printer could not be started.</source>
        <translation>无法开始打印。</translation>
    </message>
    <message>
        <location filename="../../app/view/share_dialogs.py" line="120" />
        <source>The line was copied as text</source>
        <translation>当前变着已复制为文本</translation>
    </message>
    <message>
        <location filename="../../app/view/share_dialogs.py" line="120" />
        <source>The game was copied as text</source>
        <translation>棋谱已复制为文本</translation>
    </message>
    <message>
        <location filename="../../app/view/share_dialogs.py" line="125" />
        <source>An animation holds at most %1 moves; this game has %2.</source>
        <translation>动图最多 %1 步棋；这盘棋有 %2 步。</translation>
    </message>
    <message>
        <location filename="../../app/view/share_dialogs.py" line="131" />
        <source>No game in the text</source>
        <translation>文本中没有棋谱</translation>
    </message>
    <message>
        <location filename="../../app/view/share_dialogs.py" line="139" />
        <source>The game's start position cannot be played: %1.</source>
        <translation>棋局的起始局面无法走棋：%1。</translation>
    </message>
    <message>
        <location filename="../../app/view/share_dialogs.py" line="142" />
        <source>No moves were found. Write the moves in Chinese, WXF or ICCS notation (炮二平五, C2.5, h2e2), an optional FEN line first.</source>
        <translation>没有找到着法。请用中文、WXF 或 ICCS 记谱法写出着法（炮二平五、C2.5、h2e2），可在第一行写局面 FEN。</translation>
    </message>
    <message>
        <location filename="../../app/view/share_dialogs.py" line="148" />
        <source>The clipboard holds neither a position (FEN) nor a game. %1</source>
        <translation>剪贴板中既没有局面（FEN）也没有棋谱。%1</translation>
    </message>
    <message>
        <location filename="../../app/view/share_dialogs.py" line="154" />
        <source>Nothing to paste</source>
        <translation>没有可粘贴的内容</translation>
    </message>
    <message>
        <location filename="../../app/view/share_dialogs.py" line="159" />
        <source>The clipboard holds no text.</source>
        <translation>剪贴板中没有文本。</translation>
    </message>
    <message>
        <location filename="../../app/view/share_dialogs.py" line="164" />
        <source>The pasted game was read up to a move that could not be read:</source>
        <translation>粘贴的棋谱读到一步无法读取的着法为止：</translation>
    </message>
    <message>
        <location filename="../../app/view/share_dialogs.py" line="173" />
        <source>Open a game from text</source>
        <translation>从文本打开棋谱</translation>
    </message>
    <message>
        <location filename="../../app/view/share_dialogs.py" line="175" />
        <source>Paste or type a game: its moves in Chinese, WXF or ICCS notation, numbered or not, comments in braces, and first, for a set-up position, an optional FEN line. It opens in a study window.</source>
        <translation>粘贴或输入一盘棋：着法用中文、WXF 或 ICCS 记谱法，带不带回合数均可，注释写在大括号中；如从排局开始，可在第一行写局面 FEN。棋谱将在研究窗口中打开。</translation>
    </message>
    <message>
        <location filename="../../app/view/share_dialogs.py" line="183" />
        <source>Game text</source>
        <translation>棋谱文本</translation>
    </message>
    <message>
        <location filename="../../app/view/share_dialogs.py" line="186" />
        <source>Paste</source>
        <translation>粘贴</translation>
    </message>
    <message>
        <location filename="../../app/view/share_dialogs.py" line="225" />
        <source>Score sheet on A4 paper (*.pdf)</source>
        <translation>棋谱单，A4 规格 (*.pdf)</translation>
    </message>
    <message>
        <location filename="../../app/view/share_dialogs.py" line="225" />
        <source>Score sheet on Letter paper (*.pdf)</source>
        <translation>棋谱单，Letter 规格 (*.pdf)</translation>
    </message>
    <message>
        <location filename="../../app/view/share_dialogs.py" line="226" />
        <source>Animated GIF (*.gif)</source>
        <translation>GIF 动图 (*.gif)</translation>
    </message>
    <message>
        <location filename="../../app/view/share_dialogs.py" line="226" />
        <source>SVG diagram (*.svg)</source>
        <translation>SVG 局面图 (*.svg)</translation>
    </message>
    <message>
        <location filename="../../app/view/share_dialogs.py" line="227" />
        <source>PNG diagram (*.png)</source>
        <translation>PNG 局面图 (*.png)</translation>
    </message>
    <message>
        <location filename="../../app/view/share_dialogs.py" line="227" />
        <source>Game as text (*.txt)</source>
        <translation>文本棋谱 (*.txt)</translation>
    </message>
    <message>
        <location filename="../../app/view/share_dialogs.py" line="232" />
        <source>Export a score sheet</source>
        <translation>导出棋谱单</translation>
    </message>
    <message>
        <location filename="../../app/view/share_dialogs.py" line="232" />
        <source>Export an animated game</source>
        <translation>导出对局动图</translation>
    </message>
    <message>
        <location filename="../../app/view/share_dialogs.py" line="232" />
        <location filename="../../app/view/share_dialogs.py" line="233" />
        <source>Export a diagram</source>
        <translation>导出局面图</translation>
    </message>
    <message>
        <location filename="../../app/view/share_dialogs.py" line="233" />
        <source>Export the game as text</source>
        <translation>将棋谱导出为文本</translation>
    </message>
    <message>
        <location filename="../../app/view/share_dialogs.py" line="257" />
        <source>Animated GIF</source>
        <translation>GIF 动图</translation>
    </message>
    <message>
        <location filename="../../app/view/share_dialogs.py" line="265" />
        <source>Time for each move</source>
        <translation>每步显示时间</translation>
    </message>
    <message>
        <location filename="../../app/view/share_dialogs.py" line="266" />
        <source>The last position shows three times as long; the animation starts again after it.</source>
        <translation>最后的局面显示更长时间，之后动图从头重新播放。</translation>
    </message>
    <message>
        <location filename="../../app/view/share_dialogs.py" line="288" />
        <source>Print the score sheet</source>
        <translation>打印棋谱单</translation>
    </message>
    </context><context><name>engines</name><message>
        <location filename="../../app/view/engines_dialog.py" line="57" />
        <source>This engine declares no options.</source>
        <translation>此引擎没有可设置的选项。</translation>
    </message>
    <message>
        <location filename="../../app/view/engines_dialog.py" line="94" />
        <source>Level</source>
        <translation>等级</translation>
    </message>
    <message>
        <location filename="../../app/view/engines_dialog.py" line="129" />
        <source>Pressed each time the engine starts</source>
        <translation>每次启动引擎时按下</translation>
    </message>
    <message>
        <location filename="../../app/view/engines_dialog.py" line="141" />
        <source>Engines</source>
        <translation>引擎</translation>
    </message>
    <message>
        <location filename="../../app/view/engines_dialog.py" line="145" />
        <source>Add…</source>
        <translation>添加…</translation>
    </message>
    <message>
        <location filename="../../app/view/engines_dialog.py" line="146" />
        <source>Remove</source>
        <translation>删除</translation>
    </message>
    <message>
        <location filename="../../app/view/engines_dialog.py" line="198" />
        <source>Checking %1…</source>
        <translation>正在检查 %1…</translation>
    </message>
    <message>
        <location filename="../../app/view/engines_dialog.py" line="230" />
        <source>Search core: %1</source>
        <translation>搜索核心：%1</translation>
    </message>
    <message>
        <location filename="../../app/view/engines_dialog.py" line="234" />
        <source>Choose an engine program</source>
        <translation>选择引擎程序</translation>
    </message>
    <message>
        <location filename="../../app/view/engines_dialog.py" line="241" />
        <source>Added %1 (%2).</source>
        <translation>已添加 %1（%2）。</translation>
    </message>
    <message>
        <location filename="../../app/view/engines_dialog.py" line="246" />
        <source>Not added: %1</source>
        <translation>未添加：%1</translation>
    </message>
    <message>
        <location filename="../../app/view/engines_dialog.py" line="276" />
        <source>built in</source>
        <translation>内置</translation>
    </message>
    </context><context><name>TournamentTables</name><message>
        <location filename="../../app/view/export_texts.py" line="20" />
        <location filename="../../app/view/export_texts.py" line="37" />
        <location filename="../../app/view/new_game_dialog.py" line="192" />
        <location filename="../../app/view/review_dialog.py" line="128" />
        <location filename="../../app/view/texts.py" line="35" />
        <location filename="../../app/view/texts.py" line="575" />
        <location filename="../../app/view/tournament_tables.py" line="239" />
        <source>Red</source>
        <translation>红方</translation>
    </message>
    <message>
        <location filename="../../app/view/export_texts.py" line="20" />
        <location filename="../../app/view/export_texts.py" line="37" />
        <location filename="../../app/view/new_game_dialog.py" line="192" />
        <location filename="../../app/view/review_dialog.py" line="128" />
        <location filename="../../app/view/texts.py" line="35" />
        <location filename="../../app/view/texts.py" line="575" />
        <location filename="../../app/view/tournament_tables.py" line="239" />
        <source>Black</source>
        <translation>黑方</translation>
    </message>
    <message>
        <location filename="../../app/view/export_texts.py" line="20" />
        <location filename="../../app/view/texts.py" line="577" />
        <location filename="../../app/view/tournament_tables.py" line="239" />
        <source>Result</source>
        <translation>结果</translation>
    </message>
    <message>
        <location filename="../../app/view/review_dialog.py" line="79" />
        <location filename="../../app/view/tournament_tables.py" line="144" />
        <location filename="../../app/view/tournament_tables.py" line="203" />
        <source>Engine</source>
        <translation>引擎</translation>
    </message>
    <message>
        <location filename="../../app/view/tablebase_texts.py" line="38" />
        <location filename="../../app/view/tournament_tables.py" line="145" />
        <source>Lost</source>
        <translation>已负</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_tables.py" line="47" />
        <source>Built-in: %1</source>
        <translation>内置：%1</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_tables.py" line="62" />
        <source>Checkmate</source>
        <translation>将死</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_tables.py" line="62" />
        <source>Stalemate</source>
        <translation>困毙</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_tables.py" line="62" />
        <source>Perpetual check</source>
        <translation>长将</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_tables.py" line="63" />
        <source>Perpetual chase</source>
        <translation>长捉</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_tables.py" line="63" />
        <source>Mutual perpetual</source>
        <translation>双方长打</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_tables.py" line="64" />
        <source>Repetition</source>
        <translation>重复局面</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_tables.py" line="64" />
        <location filename="../../app/view/tournament_tables.py" line="65" />
        <source>Move limit of the rules</source>
        <translation>规则步数限制</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_tables.py" line="66" />
        <source>Lost on time</source>
        <translation>超时负</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_tables.py" line="67" />
        <source>Adjudicated win</source>
        <translation>裁定胜</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_tables.py" line="67" />
        <source>Adjudicated draw</source>
        <translation>裁定和</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_tables.py" line="68" />
        <source>Move limit</source>
        <translation>步数限制</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_tables.py" line="68" />
        <source>Engine crashed</source>
        <translation>引擎崩溃</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_tables.py" line="69" />
        <source>Engine stopped answering</source>
        <translation>引擎无应答</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_tables.py" line="69" />
        <source>Illegal move</source>
        <translation>违规着法</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_tables.py" line="70" />
        <source>Engine error</source>
        <translation>引擎出错</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_tables.py" line="143" />
        <source>The standings and the crosstable appear here once the tournament starts.</source>
        <translation>比赛开始后，这里显示排名和交叉表。</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_tables.py" line="144" />
        <source>Rank</source>
        <translation>名次</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_tables.py" line="144" />
        <location filename="../../app/view/training_summary.py" line="145" />
        <source>Games</source>
        <translation>局数</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_tables.py" line="144" />
        <source>Points</source>
        <translation>积分</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_tables.py" line="144" />
        <source>Won</source>
        <translation>胜</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_tables.py" line="145" />
        <source>Drawn</source>
        <translation>和</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_tables.py" line="145" />
        <source>Elo</source>
        <translation>Elo</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_tables.py" line="145" />
        <source>LOS</source>
        <translation>LOS</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_tables.py" line="145" />
        <source>Late</source>
        <translation>超时</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_tables.py" line="146" />
        <source>Elo difference against the field met, shown once the results differ</source>
        <translation>对所有对手的 Elo 分，结果不全相同后才显示</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_tables.py" line="147" />
        <source>Half the width of the Elo's 95% interval</source>
        <translation>Elo 的 95% 置信范围的一半</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_tables.py" line="148" />
        <source>Likelihood of superiority, shown once a game was decisive</source>
        <translation>胜过对手的可能，有分出胜负的对局后才显示</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_tables.py" line="149" />
        <source>Moves that came after their time, within the margin (noted in the PGN)</source>
        <translation>超过用时但在余量之内的着法（记入 PGN）</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_tables.py" line="186" />
        <source>%1 of %2 games played</source>
        <translation>已下 %1 局，共 %2 局</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_tables.py" line="190" />
        <source>%1 against %2: Elo %3 ± %4, LOS %5</source>
        <translation>%1 对 %2：Elo %3 ± %4，LOS %5</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_tables.py" line="193" />
        <source>H0 accepted</source>
        <translation>接受 H0</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_tables.py" line="193" />
        <source>H1 accepted</source>
        <translation>接受 H1</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_tables.py" line="193" />
        <source>no decision yet</source>
        <translation>还没有结论</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_tables.py" line="194" />
        <source>SPRT: LLR %1 (%2, %3), %4</source>
        <translation>SPRT：LLR %1（%2，%3），%4</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_tables.py" line="239" />
        <source>Game</source>
        <translation>对局</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_tables.py" line="239" />
        <location filename="../../app/view/training_summary.py" line="141" />
        <source>Moves</source>
        <translation>步数</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_tables.py" line="240" />
        <source>How it ended</source>
        <translation>结束方式</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_tables.py" line="241" />
        <source>Double-click a game to study it</source>
        <translation>双击对局可以研究</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_tables.py" line="295" />
        <source>Game %1: %2 – %3</source>
        <translation>第 %1 局：%2 – %3</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_tables.py" line="338" />
        <source>No game under way</source>
        <translation>没有进行中的对局</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_tables.py" line="348" />
        <source>Score (Red's view): %1</source>
        <translation>评分（红方视角）：%1</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_tables.py" line="350" />
        <source>Clocks: Red %1, Black %2</source>
        <translation>用时：红方 %1，黑方 %2</translation>
    </message>
    </context><context><name>tablebase</name><message>
        <location filename="../../app/view/export_texts.py" line="31" />
        <location filename="../../app/view/tablebase_texts.py" line="34" />
        <location filename="../../app/view/texts.py" line="82" />
        <source>Draw</source>
        <translation>和棋</translation>
    </message>
    <message>
        <location filename="../../app/view/review_dialog.py" line="67" />
        <location filename="../../app/view/review_games_dialog.py" line="134" />
        <location filename="../../app/view/tablebase_texts.py" line="208" />
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <location filename="../../app/view/review_games_dialog.py" line="104" />
        <location filename="../../app/view/tablebase_texts.py" line="114" />
        <source>Choose…</source>
        <translation>选择…</translation>
    </message>
    <message>
        <location filename="../../app/view/tablebase_texts.py" line="20" />
        <source>Perfect play under the basic rules; perpetual check and chase are ruled by the arbiter as always.</source>
        <translation>基本规则下的最佳着法；长将、长捉仍照常由裁判判定。</translation>
    </message>
    <message>
        <location filename="../../app/view/tablebase_texts.py" line="36" />
        <source>Win in %1</source>
        <translation>%1 步胜</translation>
    </message>
    <message>
        <location filename="../../app/view/tablebase_texts.py" line="38" />
        <location filename="../../app/view/tournament_tables.py" line="145" />
        <source>Lost</source>
        <translation>已负</translation>
    </message>
    <message>
        <location filename="../../app/view/tablebase_texts.py" line="39" />
        <source>Loss in %1</source>
        <translation>%1 步负</translation>
    </message>
    <message>
        <location filename="../../app/view/tablebase_texts.py" line="45" />
        <source>draw</source>
        <translation>和棋</translation>
    </message>
    <message>
        <location filename="../../app/view/tablebase_texts.py" line="47" />
        <source>win in %1</source>
        <translation>%1 步胜</translation>
    </message>
    <message>
        <location filename="../../app/view/tablebase_texts.py" line="49" />
        <source>no legal move: lost</source>
        <translation>无着可走：负</translation>
    </message>
    <message>
        <location filename="../../app/view/tablebase_texts.py" line="51" />
        <source>loss in %1</source>
        <translation>%1 步负</translation>
    </message>
    <message>
        <location filename="../../app/view/tablebase_texts.py" line="52" />
        <source>Red to move: %1</source>
        <translation>红方走：%1</translation>
    </message>
    <message>
        <location filename="../../app/view/tablebase_texts.py" line="52" />
        <source>Black to move: %1</source>
        <translation>黑方走：%1</translation>
    </message>
    <message>
        <location filename="../../app/view/tablebase_texts.py" line="59" />
        <source>Tablebase: draw</source>
        <translation>残局库：和棋</translation>
    </message>
    <message>
        <location filename="../../app/view/tablebase_texts.py" line="61" />
        <source>Tablebase: win in %1</source>
        <translation>残局库：%1 步胜</translation>
    </message>
    <message>
        <location filename="../../app/view/tablebase_texts.py" line="62" />
        <source>Tablebase: loss in %1</source>
        <translation>残局库：%1 步负</translation>
    </message>
    <message>
        <location filename="../../app/view/tablebase_texts.py" line="67" />
        <source>Not in the tables</source>
        <translation>不在残局库中</translation>
    </message>
    <message>
        <location filename="../../app/view/tablebase_texts.py" line="72" />
        <source>best</source>
        <translation>最佳</translation>
    </message>
    <message>
        <location filename="../../app/view/tablebase_texts.py" line="77" />
        <source>Endgame tablebase</source>
        <translation>残局库</translation>
    </message>
    <message>
        <location filename="../../app/view/tablebase_texts.py" line="82" />
        <source>Move</source>
        <translation>着法</translation>
    </message>
    <message>
        <location filename="../../app/view/tablebase_texts.py" line="82" />
        <source>Value</source>
        <translation>结果</translation>
    </message>
    <message>
        <location filename="../../app/view/tablebase_texts.py" line="87" />
        <source>Moves to mate with best play by both sides, as the engine's mate in N: win in 5 mates at the winning side's fifth move.</source>
        <translation>双方最佳着法下到将死的步数，与引擎的“N 步杀”相同：5 步胜即胜方第五步将死。</translation>
    </message>
    <message>
        <location filename="../../app/view/tablebase_texts.py" line="94" />
        <source>Tablebases</source>
        <translation>残局库</translation>
    </message>
    <message>
        <location filename="../../app/view/tablebase_texts.py" line="99" />
        <source>&amp;Tablebases…</source>
        <translation>残局库(&amp;T)…</translation>
    </message>
    <message>
        <location filename="../../app/view/tablebase_texts.py" line="104" />
        <source>Folder:</source>
        <translation>文件夹：</translation>
    </message>
    <message>
        <location filename="../../app/view/tablebase_texts.py" line="109" />
        <source>(the program's folder)</source>
        <translation>（程序的文件夹）</translation>
    </message>
    <message>
        <location filename="../../app/view/tablebase_texts.py" line="119" />
        <source>Folder of the endgame tables</source>
        <translation>残局库文件夹</translation>
    </message>
    <message>
        <location filename="../../app/view/tablebase_texts.py" line="124" />
        <source>Use the program's folder</source>
        <translation>使用程序的文件夹</translation>
    </message>
    <message>
        <location filename="../../app/view/tablebase_texts.py" line="129" />
        <location filename="../../app/view/training_summary.py" line="36" />
        <source>Endgame</source>
        <translation>残局</translation>
    </message>
    <message>
        <location filename="../../app/view/tablebase_texts.py" line="129" />
        <source>Size</source>
        <translation>大小</translation>
    </message>
    <message>
        <location filename="../../app/view/tablebase_texts.py" line="129" />
        <source>Generation time</source>
        <translation>生成用时</translation>
    </message>
    <message>
        <location filename="../../app/view/tablebase_texts.py" line="129" />
        <source>State</source>
        <translation>状态</translation>
    </message>
    <message>
        <location filename="../../app/view/tablebase_texts.py" line="135" />
        <source>%1 MB</source>
        <translation>%1 MB</translation>
    </message>
    <message>
        <location filename="../../app/view/tablebase_texts.py" line="137" />
        <source>%1 kB</source>
        <translation>%1 kB</translation>
    </message>
    <message>
        <location filename="../../app/view/tablebase_texts.py" line="138" />
        <source>%1 B</source>
        <translation>%1 字节</translation>
    </message>
    <message>
        <location filename="../../app/view/tablebase_texts.py" line="144" />
        <source>%1 s</source>
        <translation>%1 秒</translation>
    </message>
    <message>
        <location filename="../../app/view/tablebase_texts.py" line="147" />
        <source>%1 min %2 s</source>
        <translation>%1 分 %2 秒</translation>
    </message>
    <message>
        <location filename="../../app/view/tablebase_texts.py" line="148" />
        <source>%1 h %2 min</source>
        <translation>%1 小时 %2 分</translation>
    </message>
    <message>
        <location filename="../../app/view/tablebase_texts.py" line="153" />
        <source>ready</source>
        <translation>可用</translation>
    </message>
    <message>
        <location filename="../../app/view/tablebase_texts.py" line="153" />
        <source>cannot be read</source>
        <translation>无法读取</translation>
    </message>
    <message>
        <location filename="../../app/view/tablebase_texts.py" line="153" />
        <source>not a table file</source>
        <translation>不是残局库文件</translation>
    </message>
    <message>
        <location filename="../../app/view/tablebase_texts.py" line="154" />
        <source>made by another version: make it again</source>
        <translation>由其他版本生成：请重新生成</translation>
    </message>
    <message>
        <location filename="../../app/view/tablebase_texts.py" line="154" />
        <source>damaged: make it again</source>
        <translation>已损坏：请重新生成</translation>
    </message>
    <message>
        <location filename="../../app/view/tablebase_texts.py" line="155" />
        <source>cut short: make it again</source>
        <translation>文件不完整：请重新生成</translation>
    </message>
    <message>
        <location filename="../../app/view/tablebase_texts.py" line="155" />
        <source>holds another table</source>
        <translation>内容是另一个残局</translation>
    </message>
    <message>
        <location filename="../../app/view/tablebase_texts.py" line="156" />
        <source>missing</source>
        <translation>缺失</translation>
    </message>
    <message>
        <location filename="../../app/view/tablebase_texts.py" line="162" />
        <source>The endgame table %1 was left out: %2.</source>
        <translation>残局库 %1 未能使用：%2。</translation>
    </message>
    <message>
        <location filename="../../app/view/tablebase_texts.py" line="168" />
        <source>The endgame tables judged %1 moves.</source>
        <translation>残局库判定了 %1 步棋。</translation>
    </message>
    <message>
        <location filename="../../app/view/tablebase_texts.py" line="174" />
        <source>No tables in this folder yet.</source>
        <translation>此文件夹中还没有残局库。</translation>
    </message>
    <message>
        <location filename="../../app/view/tablebase_texts.py" line="175" />
        <source>%1 tables, %2</source>
        <translation>%1 个残局库，%2</translation>
    </message>
    <message>
        <location filename="../../app/view/tablebase_texts.py" line="180" />
        <source>Make:</source>
        <translation>生成：</translation>
    </message>
    <message>
        <location filename="../../app/view/tablebase_texts.py" line="186" />
        <source>One-attacker endgames (all here)</source>
        <translation>单攻子残局（全部已有）</translation>
    </message>
    <message>
        <location filename="../../app/view/tablebase_texts.py" line="188" />
        <source>One-attacker endgames (1 table missing)</source>
        <translation>单攻子残局（缺 1 个）</translation>
    </message>
    <message>
        <location filename="../../app/view/tablebase_texts.py" line="189" />
        <source>One-attacker endgames (%1 tables missing)</source>
        <translation>单攻子残局（缺 %1 个）</translation>
    </message>
    <message>
        <location filename="../../app/view/tablebase_texts.py" line="195" />
        <source>%1 (here)</source>
        <translation>%1（已有）</translation>
    </message>
    <message>
        <location filename="../../app/view/tablebase_texts.py" line="197" />
        <source>%1 (1 table to make)</source>
        <translation>%1（需生成 1 个）</translation>
    </message>
    <message>
        <location filename="../../app/view/tablebase_texts.py" line="198" />
        <source>%1 (%2 tables to make)</source>
        <translation>%1（需生成 %2 个）</translation>
    </message>
    <message>
        <location filename="../../app/view/tablebase_texts.py" line="203" />
        <source>Generate</source>
        <translation>生成</translation>
    </message>
    <message>
        <location filename="../../app/view/tablebase_texts.py" line="213" />
        <source>Tables are made on this computer in the background: all one-attacker tables take about an hour and a quarter of one processor and some 150–200 MB, the largest needing about 3 GB of memory while it is made.</source>
        <translation>残局库在本机后台生成：全部单攻子残局约需一个核心一小时十五分钟，文件共约 150–200 MB，最大的一个生成时约需 3 GB 内存。</translation>
    </message>
    <message>
        <location filename="../../app/view/tablebase_texts.py" line="221" />
        <source>Starting… (1 table)</source>
        <translation>正在开始…（共 1 个）</translation>
    </message>
    <message>
        <location filename="../../app/view/tablebase_texts.py" line="221" />
        <source>Starting… (%1 tables)</source>
        <translation>正在开始…（共 %1 个）</translation>
    </message>
    <message>
        <location filename="../../app/view/tablebase_texts.py" line="222" />
        <source>Making %1 (%2 of %3)</source>
        <translation>正在生成 %1（第 %2 个，共 %3 个）</translation>
    </message>
    <message>
        <location filename="../../app/view/tablebase_texts.py" line="229" />
        <source>Done: the tables are made.</source>
        <translation>完成：残局库已生成。</translation>
    </message>
    <message>
        <location filename="../../app/view/tablebase_texts.py" line="231" />
        <source>Cancelled: the table under way was dropped; the finished ones are kept.</source>
        <translation>已取消：正在生成的残局库已丢弃，已完成的保留。</translation>
    </message>
    <message>
        <location filename="../../app/view/tablebase_texts.py" line="232" />
        <source>The tables could not be made: %1</source>
        <translation>无法生成残局库：%1</translation>
    </message>
    </context><context><name>opening_texts</name><message>
        <location filename="../../app/view/export_texts.py" line="32" />
        <location filename="../../app/view/opening_texts.py" line="35" />
        <location filename="../../app/view/texts.py" line="143" />
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <location filename="../../app/view/opening_texts.py" line="24" />
        <source>Opening names in English, with the Chinese name beside them</source>
        <translation>开局名称只用中文</translation>
    </message>
    </context><context><name>glyphs</name><message>
        <location filename="../../app/view/glyph_palette.py" line="38" />
        <source>Good move</source>
        <translation>好棋</translation>
    </message>
    <message>
        <location filename="../../app/view/glyph_palette.py" line="38" />
        <location filename="../../app/view/puzzle_window.py" line="109" />
        <source>Mistake</source>
        <translation>错着</translation>
    </message>
    <message>
        <location filename="../../app/view/glyph_palette.py" line="38" />
        <source>Brilliant move</source>
        <translation>妙着</translation>
    </message>
    <message>
        <location filename="../../app/view/glyph_palette.py" line="38" />
        <location filename="../../app/view/puzzle_window.py" line="109" />
        <source>Blunder</source>
        <translation>败着</translation>
    </message>
    <message>
        <location filename="../../app/view/glyph_palette.py" line="39" />
        <source>Interesting move</source>
        <translation>有意思的着法</translation>
    </message>
    <message>
        <location filename="../../app/view/glyph_palette.py" line="39" />
        <source>Dubious move</source>
        <translation>疑问着</translation>
    </message>
    <message>
        <location filename="../../app/view/glyph_palette.py" line="39" />
        <source>Red is winning</source>
        <translation>红方胜势</translation>
    </message>
    <message>
        <location filename="../../app/view/glyph_palette.py" line="40" />
        <source>Red is clearly better</source>
        <translation>红方明显优势</translation>
    </message>
    <message>
        <location filename="../../app/view/glyph_palette.py" line="40" />
        <source>Red is slightly better</source>
        <translation>红方稍优</translation>
    </message>
    <message>
        <location filename="../../app/view/glyph_palette.py" line="40" />
        <source>Equal position</source>
        <translation>均势</translation>
    </message>
    <message>
        <location filename="../../app/view/glyph_palette.py" line="41" />
        <source>Black is slightly better</source>
        <translation>黑方稍优</translation>
    </message>
    <message>
        <location filename="../../app/view/glyph_palette.py" line="41" />
        <source>Black is clearly better</source>
        <translation>黑方明显优势</translation>
    </message>
    <message>
        <location filename="../../app/view/glyph_palette.py" line="41" />
        <source>Black is winning</source>
        <translation>黑方胜势</translation>
    </message>
    <message>
        <location filename="../../app/view/glyph_palette.py" line="42" />
        <source>Unclear position</source>
        <translation>局势不明</translation>
    </message>
    <message>
        <location filename="../../app/view/glyph_palette.py" line="48" />
        <source>&amp;Glyphs</source>
        <translation>评注符号(&amp;G)</translation>
    </message>
    <message>
        <location filename="../../app/view/glyph_palette.py" line="53" />
        <source>Glyphs</source>
        <translation>评注符号</translation>
    </message>
    <message>
        <location filename="../../app/view/glyph_palette.py" line="58" />
        <source>&amp;Diagram in the score sheet</source>
        <translation>在棋谱单中印局面图(&amp;D)</translation>
    </message>
    <message>
        <location filename="../../app/view/glyph_palette.py" line="63" />
        <source>Diagram</source>
        <translation>局面图</translation>
    </message>
    <message>
        <location filename="../../app/view/glyph_palette.py" line="68" />
        <source>Print a diagram of the position after this move in the score sheet</source>
        <translation>在棋谱单中印出这步棋之后的局面图</translation>
    </message>
    </context><context><name>puzzles</name><message>
        <location filename="../../app/view/glyph_palette.py" line="38" />
        <location filename="../../app/view/puzzle_window.py" line="109" />
        <source>Mistake</source>
        <translation>错着</translation>
    </message>
    <message>
        <location filename="../../app/view/glyph_palette.py" line="38" />
        <location filename="../../app/view/puzzle_window.py" line="109" />
        <source>Blunder</source>
        <translation>败着</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="44" />
        <source>Open a puzzle collection</source>
        <translation>打开习题集</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="66" />
        <source>%1 to move: find a better move than %2, the move played in the game</source>
        <translation>%1走：找出比实战着法 %2 更好的着法</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="71" />
        <source>%1 to move and mate in one</source>
        <translation>%1先走，一步杀</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="71" />
        <source>%1 to move and mate in %2</source>
        <translation>%1先走，%2 步杀</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="75" />
        <location filename="../../app/view/puzzle_window.py" line="93" />
        <source>%1 (the game went %2)</source>
        <translation>%1（实战走了 %2）</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="78" />
        <source>%1 to move and win material</source>
        <translation>%1先走，得子</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="80" />
        <source>%1 to move: find a better move than the one played</source>
        <translation>%1走：找出比实战更好的着法</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="84" />
        <source>%1 to move: win this ending</source>
        <translation>%1先走，残局必胜</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="85" />
        <source>%1 to move: win this ending (mate in %2 against the best defence)</source>
        <translation>%1先走，残局必胜（对方最佳防守下 %2 步杀）</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="88" />
        <source>%1 to move: hold the draw in this endgame</source>
        <translation>%1先走，残局守和</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="90" />
        <source>%1 to move: win this endgame</source>
        <translation>%1先走，残局取胜</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="99" />
        <source>CCPD mating exercises</source>
        <translation>CCPD 杀法练习</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="99" />
        <source>CCPD endgames</source>
        <translation>CCPD 残局</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="100" />
        <source>CCPD tactics</source>
        <translation>CCPD 全盘战术</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="100" />
        <source>My mistakes</source>
        <translation>我的错误</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="101" />
        <source>Win this ending</source>
        <translation>残局必胜</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="108" />
        <source>Mate in %1</source>
        <translation>%1 步杀</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="109" />
        <location filename="../../app/view/training_summary.py" line="43" />
        <source>King walked into a mating net</source>
        <translation>将帅走入杀网</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="110" />
        <location filename="../../app/view/training_summary.py" line="41" />
        <source>Won ending given away</source>
        <translation>残局胜势丢失</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="110" />
        <location filename="../../app/view/training_summary.py" line="42" />
        <source>Drawn ending lost</source>
        <translation>残局和棋走输</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="111" />
        <location filename="../../app/view/training_summary.py" line="43" />
        <source>Missed mate</source>
        <translation>错过杀棋</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="111" />
        <location filename="../../app/view/training_summary.py" line="44" />
        <source>Piece left hanging</source>
        <translation>丢子（无保护）</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="112" />
        <location filename="../../app/view/training_summary.py" line="44" />
        <source>Missed capture</source>
        <translation>漏吃子</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="112" />
        <location filename="../../app/view/training_summary.py" line="45" />
        <source>Other mistakes</source>
        <translation>其他失误</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="131" />
        <source>%1 The engine sees no mate.</source>
        <translation>%1引擎未看出杀法。</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="132" />
        <source>%1 The engine sees mate in %2.</source>
        <translation>%1引擎看出 %2 步杀。</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="152" />
        <source>the engine then mates you</source>
        <translation>之后引擎可以杀棋</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="154" />
        <source>the best move mates</source>
        <translation>最好的着法可以杀棋</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="156" />
        <source>you keep %1 pawns less than with the best move</source>
        <translation>比最好的着法少 %1 个兵</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="167" />
        <source>%1 is the move played in the game: find a better one.</source>
        <translation>%1是对局中走的着法：请找一步更好的。</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="169" />
        <source>Not good enough: %1.</source>
        <translation>还不是好着：%1。</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="171" />
        <source>The engine answers %2: %3.</source>
        <translation>引擎应以 %2：%3。</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="171" />
        <source>The engine answers %2.</source>
        <translation>引擎应以 %2。</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="173" />
        <source>After it %3.</source>
        <translation>走后%3。</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="192" />
        <source>%1 keeps the win, slower than the best: mate in %2 moves instead of %3. Answered by %4: your move.</source>
        <translation>%1 保住胜势但较慢：%2 步杀，最佳着法是 %3 步杀。对方应以 %4，请继续。</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="195" />
        <source>%1 keeps the win, slower than the best: mate in %2 moves instead of %3.</source>
        <translation>%1 保住胜势但较慢：%2 步杀，最佳着法是 %3 步杀。</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="203" />
        <source>%1 lets the win go: %3 answers %2 and it is a draw.</source>
        <translation>%1 放走了胜局：%3应以 %2，成和棋。</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="205" />
        <source>%1 lets the win go: %3 answers %2 and wins, mate in %4.</source>
        <translation>%1 放走了胜局：%3应以 %2 并且取胜，%4 步杀。</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="217" />
        <source>%1 does not mate.</source>
        <translation>%1 不能成杀。</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="217" />
        <source>Not the best: %1</source>
        <translation>不是最好的着法：%1</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="228" />
        <source>%1 does not mate: it is refuted by %2.</source>
        <translation>%1 不能成杀：对方以 %2 应对。</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="228" />
        <source>%1 does not mate: %3 answers %2.</source>
        <translation>%1 不能成杀：%3应以 %2。</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="230" />
        <source>%1 does not win material: %3 answers %2.</source>
        <translation>%1 不能得子：%3应以 %2。</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="232" />
        <source>%1 does not win the endgame: %3 answers %2.</source>
        <translation>%1 不能在这个残局中取胜：%3应以 %2。</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="234" />
        <source>Not the best: %1 is refuted by %2</source>
        <translation>不是最好的着法：%1，对方应以 %2</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="245" />
        <source>The solution: %1</source>
        <translation>答案：%1</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="245" />
        <source>That was the solution: %1. Try the next puzzle</source>
        <translation>这就是答案：%1。试试下一题</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="252" />
        <source>No endgame tables yet. Make them in Settings → Tablebases (the one-attacker tables are enough to start), then choose this collection again: its puzzles are the longest wins in your tables.</source>
        <translation>还没有残局库。请在“设置 → 残局库”中生成（先生成单攻子的残局库即可），然后再选这个习题集：它的题目是你的残局库里最长的胜局。</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="257" />
        <source>The endgame table %1 this puzzle needs is missing: make it in Settings → Tablebases, or go on with the next puzzle.</source>
        <translation>这题需要的残局库 %1 缺失：请在“设置 → 残局库”中生成，或者做下一题。</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="260" />
        <source>The endgame table %1 this puzzle needs cannot be used (%2). Settings → Tablebases makes it again; go on with the next puzzle meanwhile.</source>
        <translation>这题需要的残局库 %1 无法使用（%2）。可在“设置 → 残局库”中重新生成；先做下一题吧。</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="264" />
        <source>Looking for the longest wins in your endgame tables…</source>
        <translation>正在从你的残局库中找最长的胜局…</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="269" />
        <source>Correct! %1</source>
        <translation>正确！%1</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="269" />
        <source>Also good! %1</source>
        <translation>也对！%1</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="270" />
        <source>Accepted for now: %1 (not proved in time)</source>
        <translation>暂时认可：%1（未能及时算清）</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="274" />
        <source>Correct! %1, answered by %2: your move.</source>
        <translation>正确！%1，对方应以 %2，请继续。</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="275" />
        <source>Also good! %1, answered by %2: your move.</source>
        <translation>也对！%1，对方应以 %2，请继续。</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="276" />
        <source>Accepted for now: %1 (not proved in time), answered by %2: your move.</source>
        <translation>暂时认可：%1（未能及时算清），对方应以 %2，请继续。</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="279" />
        <source>Hint: play %1</source>
        <translation>提示：走 %1</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="281" />
        <source>Solved in %1</source>
        <translation>用时 %1 解出</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="281" />
        <source>Solved in %1 (after a mistake)</source>
        <translation>用时 %1 解出（有过失误）</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="282" />
        <source>Solved in %1 with help: not counted as solved</source>
        <translation>用时 %1 解出，但用过提示：不算解出</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="284" />
        <source>No puzzle matches the filter</source>
        <translation>没有符合筛选条件的习题</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="284" />
        <source>Your move</source>
        <translation>请走棋</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="285" />
        <source>Checking…</source>
        <translation>检查中…</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="285" />
        <source>Hint: move the highlighted piece</source>
        <translation>提示：走高亮的棋子</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="286" />
        <source>The solution:</source>
        <translation>答案：</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="286" />
        <source>That was the solution: try the next puzzle</source>
        <translation>这就是答案：试试下一题</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="287" />
        <source>All puzzles here are solved: this one again</source>
        <translation>本集习题已全部解出：再做一次这题</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="293" />
        <source>Puzzle progress not read in full</source>
        <translation>习题进度未能完整读取</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="299" />
        <source>Your puzzle progress file %1 could not be read, nor moved aside. It is left as it is, and new results are not saved until it is moved away.</source>
        <translation>无法读取习题进度文件 %1，也无法将其移开。文件保留原样；在移走它之前，新的成绩不会保存。</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="302" />
        <source>Your puzzle progress file %1 could be read only in part (the results of %3 puzzles). Nothing was deleted: the whole file was kept as %2.</source>
        <translation>习题进度文件 %1 只读取了一部分（%3 个习题的成绩）。没有删除任何内容：完整文件已保留为 %2。</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="305" />
        <source>Your puzzle progress file %1 could not be read, so your progress starts afresh. Nothing was deleted: the file was kept as %2.</source>
        <translation>无法读取习题进度文件 %1，进度将重新开始。没有删除任何内容：文件已保留为 %2。</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="316" />
        <source>%1 of the %2 positions in this file were left out (a bad position or move: %3; no moves: %4).</source>
        <translation>此文件的 %2 个局面中有 %1 个未收入（局面或着法有误：%3；没有着法：%4）。</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="323" />
        <source>Progress not saved: %1. Your results still count while this window is open and are saved with the next one that can be.</source>
        <translation>进度未能保存：%1。窗口打开期间成绩仍然有效，并会在下一次能保存时一并保存。</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="330" />
        <source>“%1” holds no position with moves to solve</source>
        <translation>“%1”中没有带着法的局面，无法解题</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="464" />
        <source>Puzzles</source>
        <translation>习题</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="465" />
        <source>Open…</source>
        <translation>打开…</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="466" />
        <source>Filter</source>
        <translation>筛选</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="467" />
        <source>Difficulty</source>
        <translation>难度</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="468" />
        <source>Theme</source>
        <translation>主题</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="469" />
        <source>Unsolved only</source>
        <translation>只看未解出的</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="470" />
        <source>Hint</source>
        <translation>提示</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="471" />
        <source>Show solution</source>
        <translation>看答案</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="472" />
        <source>Retry</source>
        <translation>重试</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="473" />
        <source>Next</source>
        <translation>下一题</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="502" />
        <source>Difficulty %1</source>
        <translation>难度 %1</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="527" />
        <source>Any theme</source>
        <translation>所有主题</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="539" />
        <source>Solved %1 · tried %2 · 1 puzzle</source>
        <translation>已解 %1 · 做过 %2 · 全部 1 题</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="539" />
        <source>Solved %1 · tried %2 · %3 puzzles</source>
        <translation>已解 %1 · 做过 %2 · 全部 %3 题</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="544" />
        <source>%1 due today</source>
        <translation>今天到期 %1 题</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="546" />
        <source>Rating: %1</source>
        <translation>等级分：%1</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="624" />
        <source>Cannot open the collection</source>
        <translation>无法打开习题集</translation>
    </message>
    </context><context><name>rules</name><message>
        <location filename="../../app/view/rules_help.py" line="21" />
        <location filename="../../app/view/texts.py" line="68" />
        <source>CXQ rules</source>
        <translation>CXQ 规则</translation>
    </message>
    <message>
        <location filename="../../app/view/rules_help.py" line="21" />
        <source>Asian Rules</source>
        <translation>亚洲规则</translation>
    </message>
    <message>
        <location filename="../../app/view/rules_help.py" line="21" />
        <source>Casual rules</source>
        <translation>休闲规则</translation>
    </message>
    <message>
        <location filename="../../app/view/rules_help.py" line="28" />
        <source>Counts consecutive checks and chases: more than 6 with one piece loses, whether or not positions repeat; automatic draws after 300, 120 effective or 30 quiet moves each</source>
        <translation>计算连续将军和捉子的步数：一子连续超过 6 步判负，不论局面是否重复；双方各走 300 步、120 有效步或 30 步无进展自动判和</translation>
    </message>
    <message>
        <location filename="../../app/view/rules_help.py" line="31" />
        <source>Judges a repeated position: perpetual check or a forbidden perpetual chase in the repeated cycle loses; other repetitions are drawn</source>
        <translation>局面重复时裁决：循环中长将或禁止的长捉判负，其他重复判和</translation>
    </message>
    <message>
        <location filename="../../app/view/rules_help.py" line="33" />
        <source>Only checkmate and stalemate end the game; a position repeated three times is a draw</source>
        <translation>只判将死与困毙；同一局面出现三次判和</translation>
    </message>
    <message>
        <location filename="../../app/view/rules_help.py" line="41" />
        <source>&lt;p&gt;In every ruleset a checkmated side loses, and so does a side with no legal move (stalemate loses in xiangqi). The kings may never face each other on an open file.&lt;/p&gt;</source>
        <translation>&lt;p&gt;在所有规则下，被将死的一方判负；无子可走（困毙）的一方也判负。将帅不能在同一直线上直接照面。&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../app/view/rules_help.py" line="45" />
        <source>&lt;h3&gt;CXQ rules (Chinese Xiangqi Association)&lt;/h3&gt;&lt;p&gt;&lt;b&gt;Perpetual check and chase are counted, not looked for in repeated positions.&lt;/b&gt; Every check in an unbroken run counts, even if the checking piece goes somewhere new each time and no position ever repeats.&lt;/p&gt;&lt;ul&gt;&lt;li&gt;With one piece you may check (or chase the same unprotected piece) 6 times in a row; the 7th loses. With two pieces 12, with three pieces 18.&lt;/li&gt;&lt;li&gt;A move that neither checks nor chases breaks the run.&lt;/li&gt;&lt;li&gt;If one side checks perpetually and the other chases perpetually, the checker loses; if both check (or both chase), it is a draw.&lt;/li&gt;&lt;li&gt;A chase is a move that attacks an unprotected piece (not the king, not a pawn still on its own side of the river); attacks by kings and pawns, and attacks on a piece of the same type that can take back, are not chases. A rook attacked by a cannon or horse counts as unprotected.&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;&lt;b&gt;Automatic draws:&lt;/b&gt; when each side has made 300 moves; when each side has made 120 effective moves (moves that neither check or chase nor answer one); when each side has made 30 moves since the last capture or advance of a crossed pawn.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;CXQ 规则（中国象棋协会）&lt;/h3&gt;&lt;p&gt;&lt;b&gt;长将和长捉按步数计算，而不是看局面是否重复。&lt;/b&gt;连续将军中的每一步都计数，即使将军的棋子每次走到新的位置、局面从未重复。&lt;/p&gt;&lt;ul&gt;&lt;li&gt;用一个子可以连续将军（或连续捉同一个无根子）6 步，第 7 步判负；用两个子 12 步，三个子 18 步。&lt;/li&gt;&lt;li&gt;一步既不将军也不捉子的着法会中断计数。&lt;/li&gt;&lt;li&gt;一方长将、另一方长捉，长将方判负；双方都长将（或都长捉）判和。&lt;/li&gt;&lt;li&gt;捉是指走子后攻击对方一个无根子（不是将帅，也不是未过河的兵卒）；将帅和兵卒的攻击、以及攻击能回吃的同类棋子，都不算捉。被炮或马攻击的车算作无根子。&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;&lt;b&gt;自动判和：&lt;/b&gt;双方各走满 300 步；双方各走满 120 步有效着法（既不将军捉子、也不应将应捉的着法）；双方自上次吃子或过河兵前进以来各走满 30 步。&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../app/view/rules_help.py" line="62" />
        <source>&lt;h3&gt;Asian Rules (Asian Xiangqi Federation)&lt;/h3&gt;&lt;p&gt;&lt;b&gt;A repeated position is judged.&lt;/b&gt; When the same position occurs for the third time, the moves each side made in the repeated cycle are classified (check, chase, idle, ...) and the detail rules decide:&lt;/p&gt;&lt;ul&gt;&lt;li&gt;Perpetual check loses (rule 6); if both sides check perpetually it is a draw (rule 7).&lt;/li&gt;&lt;li&gt;A perpetual chase of one unprotected piece loses; some chases lose even against a protected piece, for example cannons chasing a rook (rule 15) or a rook chasing a crossed pawn (rule 31).&lt;/li&gt;&lt;li&gt;Any other repetition is a draw (rule 5).&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;Before you play a move that would repeat a forbidden cycle, the program asks you to confirm: under these rules you must change. Touch-move (Chapter 1 Section 3 rule 2) can be enforced from the Settings.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;亚洲规则（亚洲象棋联合会）&lt;/h3&gt;&lt;p&gt;&lt;b&gt;对重复局面进行裁决。&lt;/b&gt;同一局面第三次出现时，把双方在循环中的着法分类（将、捉、闲着……），由细则裁定：&lt;/p&gt;&lt;ul&gt;&lt;li&gt;长将判负（第 6 条）；双方都长将判和（第 7 条）。&lt;/li&gt;&lt;li&gt;长捉一个无根子判负；有些长捉即使对方有根也判负，例如炮长捉车（第 15 条）、车长捉过河兵（第 31 条）。&lt;/li&gt;&lt;li&gt;其他重复判和（第 5 条）。&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;走出会重复禁止循环的着法之前，程序会请你确认：按此规则你必须变着。摸子走子（第一章第三节第 2 条）可在设置中启用。&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../app/view/rules_help.py" line="76" />
        <source>&lt;h3&gt;Casual rules&lt;/h3&gt;&lt;p&gt;Only the basic rules apply: checkmate or stalemate ends the game, and a position repeated three times is a draw, whoever caused it. There is no perpetual check or chase rule and no automatic draw by move counts.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;休闲规则&lt;/h3&gt;&lt;p&gt;只用基本规则：将死或困毙结束对局，同一局面出现三次判和，不论由谁造成。没有长将长捉的规定，也没有按步数自动判和。&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../app/view/rules_help.py" line="89" />
        <source>What are these rules?</source>
        <translation>这些规则是什么？</translation>
    </message>
    </context><context><name>study</name><message>
        <location filename="../../app/view/study_texts.py" line="27" />
        <source>move</source>
        <translation>走子</translation>
    </message>
    <message>
        <location filename="../../app/view/study_texts.py" line="27" />
        <source>delete</source>
        <translation>删除</translation>
    </message>
    <message>
        <location filename="../../app/view/study_texts.py" line="28" />
        <source>variation order</source>
        <translation>变着顺序</translation>
    </message>
    <message>
        <location filename="../../app/view/study_texts.py" line="28" />
        <source>comment</source>
        <translation>注释</translation>
    </message>
    <message>
        <location filename="../../app/view/study_texts.py" line="28" />
        <source>game information</source>
        <translation>棋局信息</translation>
    </message>
    <message>
        <location filename="../../app/view/study_texts.py" line="29" />
        <source>glyph</source>
        <translation>评注符号</translation>
    </message>
    <message>
        <location filename="../../app/view/study_texts.py" line="29" />
        <source>diagram mark</source>
        <translation>局面图标记</translation>
    </message>
    <message>
        <location filename="../../app/view/study_texts.py" line="29" />
        <source>arrows and circles</source>
        <translation>棋盘标记</translation>
    </message>
    <message>
        <location filename="../../app/view/study_texts.py" line="35" />
        <source>Deleted 1 move - %2 to undo</source>
        <translation>已删除 1 步 - 按 %2 撤销</translation>
    </message>
    <message>
        <location filename="../../app/view/study_texts.py" line="35" />
        <source>Deleted %1 moves - %2 to undo</source>
        <translation>已删除 %1 步 - 按 %2 撤销</translation>
    </message>
    <message>
        <location filename="../../app/view/study_texts.py" line="68" />
        <source>Game %1: moves after %2 were unreadable and are missing</source>
        <translation>第 %1 局：%2 之后的着法无法读取，已缺失</translation>
    </message>
    <message>
        <location filename="../../app/view/study_texts.py" line="69" />
        <source>Game %1: the moves were unreadable and are missing</source>
        <translation>第 %1 局：着法无法读取，已缺失</translation>
    </message>
    <message>
        <location filename="../../app/view/study_texts.py" line="71" />
        <source>Game %1: a variation after %2 could not be read and was left out</source>
        <translation>第 %1 局：%2 之后的一个变着无法读取，已略去</translation>
    </message>
    <message>
        <location filename="../../app/view/study_texts.py" line="72" />
        <source>Game %1: a variation could not be read and was left out</source>
        <translation>第 %1 局：一个变着无法读取，已略去</translation>
    </message>
    <message>
        <location filename="../../app/view/study_texts.py" line="74" />
        <source>Game %1: the file ends early; moves after %2 are missing</source>
        <translation>第 %1 局：文件提前结束，%2 之后的着法缺失</translation>
    </message>
    <message>
        <location filename="../../app/view/study_texts.py" line="75" />
        <source>Game %1: the file ends early; the last moves may be missing</source>
        <translation>第 %1 局：文件提前结束，最后的着法可能缺失</translation>
    </message>
    <message>
        <location filename="../../app/view/study_texts.py" line="76" />
        <source>The file ends early; the last game may be incomplete</source>
        <translation>文件提前结束，最后一局可能不完整</translation>
    </message>
    <message>
        <location filename="../../app/view/study_texts.py" line="78" />
        <source>Game %1: a comment with no move to go with was left out</source>
        <translation>第 %1 局：一条没有对应着法的注释已略去</translation>
    </message>
    <message>
        <location filename="../../app/view/study_texts.py" line="80" />
        <source>Game %1: unbalanced brackets around a variation were ignored</source>
        <translation>第 %1 局：变着的括号不配对，已忽略</translation>
    </message>
    <message>
        <location filename="../../app/view/study_texts.py" line="82" />
        <source>Game %1: a move after %2 could be read two ways; the one the game goes on with was taken</source>
        <translation>第 %1 局：%2 之后的一步棋有两种读法，已按后续棋局采用其中一种</translation>
    </message>
    <message>
        <location filename="../../app/view/study_texts.py" line="84" />
        <source>Game %1 was left out, its start position cannot be played: %5</source>
        <translation>第 %1 局未收入，其起始局面无法走棋：%5</translation>
    </message>
    <message>
        <location filename="../../app/view/study_texts.py" line="89" />
        <source>Game %1 was left out: “%6” after %2 is not a legal move there</source>
        <translation>第 %1 局未收入：%2 之后的“%6”在此局面下不是合法着法</translation>
    </message>
    <message>
        <location filename="../../app/view/study_texts.py" line="90" />
        <source>Game %1 was left out: “%6” after %2 could not be read</source>
        <translation>第 %1 局未收入：%2 之后的“%6”无法读取</translation>
    </message>
    <message>
        <location filename="../../app/view/study_texts.py" line="92" />
        <source>Game %1 was left out: its first move “%6” is not a legal move</source>
        <translation>第 %1 局未收入：第一步“%6”不是合法着法</translation>
    </message>
    <message>
        <location filename="../../app/view/study_texts.py" line="93" />
        <source>Game %1 was left out: its first move “%6” could not be read</source>
        <translation>第 %1 局未收入：第一步“%6”无法读取</translation>
    </message>
    <message>
        <location filename="../../app/view/study_texts.py" line="95" />
        <source>Game %1 could not be read and was left out</source>
        <translation>第 %1 局无法读取，已略去</translation>
    </message>
    <message>
        <location filename="../../app/view/study_texts.py" line="97" />
        <location filename="../../app/view/study_texts.py" line="173" />
        <source>The file's section headers (%3) were skipped</source>
        <translation>文件中的分组标题（%3 个）已跳过</translation>
    </message>
    <message>
        <location filename="../../app/view/study_texts.py" line="99" />
        <source>“%4” is empty</source>
        <translation>“%4”是空文件</translation>
    </message>
    <message>
        <location filename="../../app/view/study_texts.py" line="99" />
        <source>“%4” is not a game file we can read</source>
        <translation>“%4”不是本程序能读取的棋谱文件</translation>
    </message>
    <message>
        <location filename="../../app/view/study_texts.py" line="101" />
        <source>“%4” could not be opened</source>
        <translation>无法打开“%4”</translation>
    </message>
    <message>
        <location filename="../../app/view/study_texts.py" line="103" />
        <source>“%4” could not be read: the reader failed (%5)</source>
        <translation>无法读取“%4”：读取程序出错（%5）</translation>
    </message>
    <message>
        <location filename="../../app/view/study_texts.py" line="105" />
        <source>Game %1: %5</source>
        <translation>第 %1 局：%5</translation>
    </message>
    <message>
        <location filename="../../app/view/study_texts.py" line="120" />
        <source>“%1” after %2 is not a legal move there.</source>
        <translation>%2 之后的“%1”在此局面下不是合法着法。</translation>
    </message>
    <message>
        <location filename="../../app/view/study_texts.py" line="121" />
        <source>“%1” after %2 could be more than one move.</source>
        <translation>%2 之后的“%1”可以读作不止一种着法。</translation>
    </message>
    <message>
        <location filename="../../app/view/study_texts.py" line="122" />
        <source>“%1” after %2 could not be read as a move.</source>
        <translation>%2 之后的“%1”无法作为着法读取。</translation>
    </message>
    <message>
        <location filename="../../app/view/study_texts.py" line="124" />
        <source>The first move, “%1”, is not a legal move.</source>
        <translation>第一步“%1”不是合法着法。</translation>
    </message>
    <message>
        <location filename="../../app/view/study_texts.py" line="125" />
        <source>The first move, “%1”, could be more than one move.</source>
        <translation>第一步“%1”可以读作不止一种着法。</translation>
    </message>
    <message>
        <location filename="../../app/view/study_texts.py" line="126" />
        <source>The first move, “%1”, could not be read as a move.</source>
        <translation>第一步“%1”无法作为着法读取。</translation>
    </message>
    <message>
        <location filename="../../app/view/study_texts.py" line="130" />
        <source>the move of the main line</source>
        <translation>主线的 1 步</translation>
    </message>
    <message>
        <location filename="../../app/view/study_texts.py" line="131" />
        <source>the %1 moves of the main line</source>
        <translation>主线的 %1 步</translation>
    </message>
    <message>
        <location filename="../../app/view/study_texts.py" line="133" />
        <source>It is inside a variation: the study keeps %1 and %2 before it, and nothing after it.</source>
        <translation>它位于变着之中：已保留%1和它之前%2，之后的内容均未读入。</translation>
    </message>
    <message>
        <location filename="../../app/view/study_texts.py" line="134" />
        <source>the move of the variation</source>
        <translation>变着的 1 步</translation>
    </message>
    <message>
        <location filename="../../app/view/study_texts.py" line="135" />
        <source>the %1 moves of the variation</source>
        <translation>变着的 %1 步</translation>
    </message>
    <message>
        <location filename="../../app/view/study_texts.py" line="137" />
        <source>It starts a variation: the study keeps %1, and nothing after it.</source>
        <translation>它是变着的第一步：已保留%1，之后的内容均未读入。</translation>
    </message>
    <message>
        <location filename="../../app/view/study_texts.py" line="138" />
        <location filename="../../app/view/study_texts.py" line="142" />
        <source>%1 %2</source>
        <translation>%1%2</translation>
    </message>
    <message>
        <location filename="../../app/view/study_texts.py" line="140" />
        <source>The move before it was kept.</source>
        <translation>已保留它之前的 1 步。</translation>
    </message>
    <message>
        <location filename="../../app/view/study_texts.py" line="141" />
        <source>The %1 moves before it were kept.</source>
        <translation>已保留它之前的 %1 步。</translation>
    </message>
    <message>
        <location filename="../../app/view/study_texts.py" line="176" />
        <source>… and %1 more problems</source>
        <translation>……另有 %1 个问题</translation>
    </message>
    <message>
        <location filename="../../app/view/study_texts.py" line="182" />
        <source>“%1” was read, but not all of it (%2 games):</source>
        <translation>“%1”已读取，但有部分内容丢失（共 %2 局）：</translation>
    </message>
    <message>
        <location filename="../../app/view/study_texts.py" line="183" />
        <source>“%1” was read, but not all of it:</source>
        <translation>“%1”已读取，但有部分内容丢失：</translation>
    </message>
    <message>
        <location filename="../../app/view/study_texts.py" line="188" />
        <source>“%1” could not be read</source>
        <translation>无法读取“%1”</translation>
    </message>
    <message>
        <location filename="../../app/view/study_texts.py" line="193" />
        <source>“%1” no longer exists</source>
        <translation>“%1”已不存在</translation>
    </message>
    <message>
        <location filename="../../app/view/study_window.py" line="77" />
        <source>Unsaved changes</source>
        <translation>未保存的修改</translation>
    </message>
    <message>
        <location filename="../../app/view/study_window.py" line="78" />
        <source>Save the changes to %1?</source>
        <translation>保存对 %1 的修改吗？</translation>
    </message>
    <message>
        <location filename="../../app/view/study_window.py" line="91" />
        <source>Save games as PGN</source>
        <translation>另存为 PGN 棋谱</translation>
    </message>
    <message>
        <location filename="../../app/view/study_window.py" line="102" />
        <source>Open saved games</source>
        <translation>打开棋谱</translation>
    </message>
    <message>
        <location filename="../../app/view/study_window.py" line="124" />
        <source>Cannot open the file</source>
        <translation>无法打开文件</translation>
    </message>
    <message><source>PGN, Chinese moves (*.pgn)</source><translation>PGN，中文着法 (*.pgn)</translation></message><message><source>PGN, WXF moves (*.pgn)</source><translation>PGN，WXF 着法 (*.pgn)</translation></message><message><source>PGN, ICCS moves (*.pgn)</source><translation>PGN，ICCS 着法 (*.pgn)</translation></message><message><source>Saved games (*.pgn *.xqf *.cbr *.cbl *.ubb *.txt *.wxf *.htm *.html);;All files (*)</source><translation>棋谱文件 (*.pgn *.xqf *.cbr *.cbl *.ubb *.txt *.wxf *.htm *.html);;所有文件 (*)</translation></message></context></TS>