<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="zh_TW">
<context>
    <name>ExplorerPanel</name>
    <message>
        <location filename="../../app/view/explorer_panel.py" line="94" />
        <source>ECCO code or range: C84, C8, C80-C89</source>
        <translation>ECCO 編碼或範圍：C84、C8、C80-C89</translation>
    </message>
    <message>
        <location filename="../../app/view/explorer_panel.py" line="98" />
        <source>Move</source>
        <translation>著法</translation>
    </message>
    <message>
        <location filename="../../app/view/explorer_panel.py" line="98" />
        <source>Games</source>
        <translation>局數</translation>
    </message>
    <message>
        <location filename="../../app/view/explorer_panel.py" line="99" />
        <source>Red / draw / Black</source>
        <translation>紅勝 / 和 / 黑勝</translation>
    </message>
    <message>
        <location filename="../../app/view/explorer_panel.py" line="99" />
        <source>Year</source>
        <translation>年份</translation>
    </message>
    <message>
        <location filename="../../app/view/explorer_panel.py" line="99" />
        <source>Opening</source>
        <translation>開局</translation>
    </message>
    <message>
        <location filename="../../app/view/explorer_panel.py" line="113" />
        <source>Search this position</source>
        <translation>搜尋此局面</translation>
    </message>
    <message>
        <location filename="../../app/view/explorer_panel.py" line="118" />
        <source>Only the games of:</source>
        <translation>只看以下開局的對局：</translation>
    </message>
    <message>
        <location filename="../../app/view/explorer_panel.py" line="131" />
        <source>Opening explorer</source>
        <translation>開局瀏覽</translation>
    </message>
    <message>
        <location filename="../../app/view/explorer_panel.py" line="189" />
        <source>Red wins %1, draws %2, Black wins %3</source>
        <translation>紅勝 %1，和 %2，黑勝 %3</translation>
    </message>
    <message>
        <location filename="../../app/view/explorer_panel.py" line="203" />
        <source>%1 games continue from this position</source>
        <translation>此局面之後共 %1 局</translation>
    </message>
    <message>
        <location filename="../../app/view/explorer_panel.py" line="204" />
        <source>No game in the library reaches this position</source>
        <translation>棋譜庫中沒有對局達到此局面</translation>
    </message>
    <message>
        <location filename="../../app/view/explorer_panel.py" line="206" />
        <source>No game of %1 in the library reaches this position</source>
        <translation>棋譜庫中沒有 %1 的對局出現此局面</translation>
    </message>
    <message>
        <location filename="../../app/view/explorer_panel.py" line="207" />
        <source>%1 games of %2 continue from this position</source>
        <translation>此局面之後共 %1 局 %2 的對局</translation>
    </message>
</context>
<context>
    <name>GameListDialog</name>
    <message>
        <location filename="../../app/view/game_list.py" line="382" />
        <source>Choose a game</source>
        <translation>選擇對局</translation>
    </message>
</context>
<context>
    <name>GameListModel</name>
    <message>
        <location filename="../../app/view/library_table.py" line="136" />
        <source>The file says: %1</source>
        <translation>棋譜檔案所記：%1</translation>
    </message>
    <message>
        <location filename="../../app/view/library_table.py" line="137" />
        <source>%1
The file says: %2</source>
        <translation>%1
棋譜檔案所記：%2</translation>
    </message>
    <message>
        <location filename="../../app/view/library_table.py" line="145" />
        <source>Red</source>
        <translation>紅方</translation>
    </message>
    <message>
        <location filename="../../app/view/library_table.py" line="145" />
        <source>Black</source>
        <translation>黑方</translation>
    </message>
    <message>
        <location filename="../../app/view/library_table.py" line="145" />
        <source>Result</source>
        <translation>結果</translation>
    </message>
    <message>
        <location filename="../../app/view/library_table.py" line="145" />
        <source>Date</source>
        <translation>日期</translation>
    </message>
    <message>
        <location filename="../../app/view/library_table.py" line="145" />
        <source>Event</source>
        <translation>賽事</translation>
    </message>
    <message>
        <location filename="../../app/view/library_table.py" line="146" />
        <source>ECCO</source>
        <translation>ECCO</translation>
    </message>
    <message>
        <location filename="../../app/view/library_table.py" line="146" />
        <source>Opening</source>
        <translation>開局</translation>
    </message>
    <message>
        <location filename="../../app/view/library_table.py" line="146" />
        <source>Moves</source>
        <translation>步數</translation>
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
        <translation>按棋手或賽事篩選</translation>
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
        <translation>紅方</translation>
    </message>
    <message>
        <location filename="../../app/view/game_list.py" line="169" />
        <source>Black</source>
        <translation>黑方</translation>
    </message>
    <message>
        <location filename="../../app/view/game_list.py" line="169" />
        <source>Event</source>
        <translation>賽事</translation>
    </message>
    <message>
        <location filename="../../app/view/game_list.py" line="169" />
        <source>Date</source>
        <translation>日期</translation>
    </message>
    <message>
        <location filename="../../app/view/game_list.py" line="169" />
        <source>Result</source>
        <translation>結果</translation>
    </message>
</context>
<context>
    <name>HeadersDialog</name>
    <message>
        <location filename="../../app/view/move_tree.py" line="364" />
        <source>Game information</source>
        <translation>對局資訊</translation>
    </message>
    <message>
        <location filename="../../app/view/move_tree.py" line="368" />
        <source>Event</source>
        <translation>賽事</translation>
    </message>
    <message>
        <location filename="../../app/view/move_tree.py" line="368" />
        <source>Site</source>
        <translation>地點</translation>
    </message>
    <message>
        <location filename="../../app/view/move_tree.py" line="368" />
        <source>Date</source>
        <translation>日期</translation>
    </message>
    <message>
        <location filename="../../app/view/move_tree.py" line="369" />
        <source>Round</source>
        <translation>輪次</translation>
    </message>
    <message>
        <location filename="../../app/view/move_tree.py" line="369" />
        <source>Red</source>
        <translation>紅方</translation>
    </message>
    <message>
        <location filename="../../app/view/move_tree.py" line="369" />
        <source>Black</source>
        <translation>黑方</translation>
    </message>
    <message>
        <location filename="../../app/view/move_tree.py" line="370" />
        <source>Result</source>
        <translation>結果</translation>
    </message>
    <message>
        <location filename="../../app/view/move_tree.py" line="370" />
        <source>Opening</source>
        <translation>開局</translation>
    </message>
    <message>
        <location filename="../../app/view/move_tree.py" line="386" />
        <source>ECCO</source>
        <translation>ECCO</translation>
    </message>
    <message>
        <location filename="../../app/view/move_tree.py" line="403" />
        <source>%1 (our classification)</source>
        <translation>%1（本程式的分類）</translation>
    </message>
    <message>
        <location filename="../../app/view/move_tree.py" line="407" />
        <source>The file says: %1</source>
        <translation>棋譜檔案所記：%1</translation>
    </message>
    <message>
        <location filename="../../app/view/move_tree.py" line="408" />
        <source>Our classification: %1</source>
        <translation>本程式的分類：%1</translation>
    </message>
    <message>
        <location filename="../../app/view/move_tree.py" line="418" />
        <source>%1 characters, shown shortened: kept whole unless you change it</source>
        <translation>共 %1 個字元，此處只顯示開頭：不修改則完整保留</translation>
    </message>
</context>
<context>
    <name>LibraryWindow</name>
    <message>
        <location filename="../../app/view/library_window.py" line="220" />
        <source>This library is read-only: you can search, open and export games, but not import or delete them.</source>
        <translation>此棋譜庫是唯讀的：可以搜尋、開啟和匯出對局，但不能匯入或刪除。</translation>
    </message>
    <message>
        <location filename="../../app/view/library_window.py" line="260" />
        <source>Game library</source>
        <translation>棋譜庫</translation>
    </message>
    <message>
        <location filename="../../app/view/library_window.py" line="261" />
        <source>either side</source>
        <translation>紅方或黑方</translation>
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
        <translation>編號（C84、C8、C80-C89）或名稱</translation>
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
        <translation>紅方：</translation>
    </message>
    <message>
        <location filename="../../app/view/library_window.py" line="268" />
        <source>Black:</source>
        <translation>黑方：</translation>
    </message>
    <message>
        <location filename="../../app/view/library_window.py" line="268" />
        <source>Event:</source>
        <translation>賽事：</translation>
    </message>
    <message>
        <location filename="../../app/view/library_window.py" line="268" />
        <source>From:</source>
        <translation>從：</translation>
    </message>
    <message>
        <location filename="../../app/view/library_window.py" line="269" />
        <source>To:</source>
        <translation>到：</translation>
    </message>
    <message>
        <location filename="../../app/view/library_window.py" line="269" />
        <source>ECCO / opening:</source>
        <translation>ECCO / 開局：</translation>
    </message>
    <message>
        <location filename="../../app/view/library_window.py" line="269" />
        <source>Result:</source>
        <translation>結果：</translation>
    </message>
    <message>
        <location filename="../../app/view/library_window.py" line="269" />
        <source>At least (moves):</source>
        <translation>至少（回合）：</translation>
    </message>
    <message>
        <location filename="../../app/view/library_window.py" line="272" />
        <source>Back to the search</source>
        <translation>返回搜尋</translation>
    </message>
    <message>
        <location filename="../../app/view/library_window.py" line="273" />
        <source>%v of %m files</source>
        <translation>%v / %m 個檔案</translation>
    </message>
    <message>
        <location filename="../../app/view/library_window.py" line="274" />
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <location filename="../../app/view/library_window.py" line="275" />
        <source>Library</source>
        <translation>棋譜庫</translation>
    </message>
    <message>
        <location filename="../../app/view/library_window.py" line="276" />
        <source>Import files…</source>
        <translation>匯入檔案…</translation>
    </message>
    <message>
        <location filename="../../app/view/library_window.py" line="276" />
        <source>Import folder…</source>
        <translation>匯入資料夾…</translation>
    </message>
    <message>
        <location filename="../../app/view/library_window.py" line="277" />
        <source>Open</source>
        <translation>開啟</translation>
    </message>
    <message>
        <location filename="../../app/view/library_window.py" line="277" />
        <source>Delete</source>
        <translation>刪除</translation>
    </message>
    <message>
        <location filename="../../app/view/library_window.py" line="278" />
        <source>Export to PGN…</source>
        <translation>匯出為 PGN…</translation>
    </message>
    <message>
        <location filename="../../app/view/library_window.py" line="278" />
        <source>Opening statistics</source>
        <translation>開局統計</translation>
    </message>
    <message>
        <location filename="../../app/view/library_window.py" line="287" />
        <source>%1%2 of %3 games</source>
        <translation>%1%2 / %3 局</translation>
    </message>
    <message>
        <location filename="../../app/view/library_window.py" line="313" />
        <source>%1 games reach this position (Ply: where it is reached)</source>
        <translation>%1 局達到此局面（步數：達到此局面時的半回合數）</translation>
    </message>
    <message>
        <location filename="../../app/view/library_window.py" line="352" />
        <source>%1 games written to %2</source>
        <translation>%1 局已寫入 %2</translation>
    </message>
    <message>
        <location filename="../../app/view/library_window.py" line="371" />
        <source>Importing…</source>
        <translation>正在匯入…</translation>
    </message>
    <message>
        <location filename="../../app/view/library_window.py" line="391" />
        <source>(and %1 more games that could not be read)</source>
        <translation>（另有 %1 局無法讀取）</translation>
    </message>
    <message>
        <location filename="../../app/view/library_window.py" line="402" />
        <source>Import stopped: %1.</source>
        <translation>匯入已停止：%1。</translation>
    </message>
    <message>
        <location filename="../../app/view/library_window.py" line="403" />
        <source>Import cancelled</source>
        <translation>匯入已取消</translation>
    </message>
    <message>
        <location filename="../../app/view/library_window.py" line="403" />
        <source>Import finished</source>
        <translation>匯入完成</translation>
    </message>
    <message>
        <location filename="../../app/view/library_window.py" line="405" />
        <source>%1 games added</source>
        <translation>新增 %1 局</translation>
    </message>
    <message>
        <location filename="../../app/view/library_window.py" line="406" />
        <source>%1 duplicates skipped</source>
        <translation>跳過重複 %1 局</translation>
    </message>
    <message>
        <location filename="../../app/view/library_window.py" line="407" />
        <source>%1 files read</source>
        <translation>讀取 %1 個檔案</translation>
    </message>
    <message>
        <location filename="../../app/view/library_window.py" line="409" />
        <source>%1 unchanged files skipped</source>
        <translation>跳過未改動的檔案 %1 個</translation>
    </message>
    <message>
        <location filename="../../app/view/library_window.py" line="411" />
        <source>%1 files not read (listed below)</source>
        <translation>%1 個檔案未讀取（見下）</translation>
    </message>
    <message>
        <location filename="../../app/view/library_window.py" line="413" />
        <source>%1 failures (listed below)</source>
        <translation>%1 處失敗（見下）</translation>
    </message>
    <message>
        <location filename="../../app/view/library_window.py" line="414" />
        <source>no failures</source>
        <translation>沒有失敗</translation>
    </message>
    <message>
        <location filename="../../app/view/library_window.py" line="419" />
        <source>Library error: %1</source>
        <translation>棋譜庫錯誤：%1</translation>
    </message>
    <message>
        <location filename="../../app/view/library_window.py" line="424" />
        <source>Import games</source>
        <translation>匯入棋譜</translation>
    </message>
    <message>
        <location filename="../../app/view/library_window.py" line="425" />
        <source>Game files (*.pgn *.xqf *.cbr *.cbl *.ubb *.txt *.wxf *.htm *.html);;All files (*)</source>
        <translation>棋譜檔案 (*.pgn *.xqf *.cbr *.cbl *.ubb *.txt *.wxf *.htm *.html);;所有檔案 (*)</translation>
    </message>
    <message>
        <location filename="../../app/view/library_window.py" line="429" />
        <source>Import a folder of games</source>
        <translation>匯入棋譜資料夾</translation>
    </message>
    <message>
        <location filename="../../app/view/library_window.py" line="433" />
        <source>Export games</source>
        <translation>匯出棋譜</translation>
    </message>
    <message>
        <location filename="../../app/view/library_window.py" line="433" />
        <source>PGN files (*.pgn)</source>
        <translation>PGN 檔案 (*.pgn)</translation>
    </message>
    <message>
        <location filename="../../app/view/library_window.py" line="438" />
        <source>Delete games</source>
        <translation>刪除棋譜</translation>
    </message>
    <message>
        <location filename="../../app/view/library_window.py" line="439" />
        <source>Delete %1 games from the library?</source>
        <translation>從棋譜庫刪除 %1 局？</translation>
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
        <translation>檔案(&amp;F)</translation>
    </message>
    <message>
        <location filename="../../app/view/main_window.py" line="161" />
        <source>&amp;New game…</source>
        <translation>新對局(&amp;N)…</translation>
    </message>
    <message>
        <location filename="../../app/view/main_window.py" line="162" />
        <source>&amp;Open saved games…</source>
        <translation>開啟棋譜(&amp;O)…</translation>
    </message>
    <message>
        <location filename="../../app/view/main_window.py" line="164" />
        <source>Open &amp;recent</source>
        <translation>最近開啟(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../app/view/main_window.py" line="166" />
        <source>&amp;Position editor…</source>
        <translation>擺棋(&amp;P)…</translation>
    </message>
    <message>
        <location filename="../../app/view/main_window.py" line="167" />
        <source>P&amp;uzzles…</source>
        <translation>習題(&amp;U)…</translation>
    </message>
    <message>
        <location filename="../../app/view/main_window.py" line="176" />
        <source>&amp;Save game</source>
        <translation>儲存對局(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../app/view/main_window.py" line="177" />
        <source>Save game &amp;as PGN…</source>
        <translation>對局另存為 PGN(&amp;A)…</translation>
    </message>
    <message>
        <location filename="../../app/view/main_window.py" line="179" />
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <location filename="../../app/view/main_window.py" line="180" />
        <source>&amp;Game</source>
        <translation>對局(&amp;G)</translation>
    </message>
    <message>
        <location filename="../../app/view/main_window.py" line="183" />
        <source>&amp;Undo move</source>
        <translation>悔棋(&amp;U)</translation>
    </message>
    <message>
        <location filename="../../app/view/main_window.py" line="184" />
        <source>&amp;Resign</source>
        <translation>認輸(&amp;R)</translation>
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
        <translation>暫停(&amp;P)</translation>
    </message>
    <message>
        <location filename="../../app/view/main_window.py" line="192" />
        <source>&amp;Stop the computers</source>
        <translation>停止電腦對弈(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../app/view/main_window.py" line="193" />
        <source>&amp;Add time</source>
        <translation>加時(&amp;A)</translation>
    </message>
    <message>
        <location filename="../../app/view/main_window.py" line="195" />
        <source>+1 minute for %1</source>
        <translation>給%1加 1 分鐘</translation>
    </message>
    <message>
        <location filename="../../app/view/main_window.py" line="198" />
        <source>&amp;Copy FEN</source>
        <translation>複製局面(&amp;C)</translation>
    </message>
    <message>
        <location filename="../../app/view/main_window.py" line="202" />
        <source>&amp;View</source>
        <translation>查看(&amp;V)</translation>
    </message>
    <message>
        <location filename="../../app/view/main_window.py" line="203" />
        <source>&amp;Flip board</source>
        <translation>翻轉棋盤(&amp;F)</translation>
    </message>
    <message>
        <location filename="../../app/view/main_window.py" line="204" />
        <source>&amp;Notation</source>
        <translation>記譜(&amp;N)</translation>
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
        <translation>漢字棋子</translation>
    </message>
    <message>
        <location filename="../../app/view/main_window.py" line="215" />
        <source>International symbols</source>
        <translation>國際符號棋子</translation>
    </message>
    <message>
        <location filename="../../app/view/main_window.py" line="216" />
        <source>High contrast (shape and outline)</source>
        <translation>高對比（形狀和輪廓）</translation>
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
        <translation>棋譜庫(&amp;L)…</translation>
    </message>
    <message>
        <location filename="../../app/view/main_window.py" line="229" />
        <source>&amp;Search this position in the library</source>
        <translation>在棋譜庫中搜尋此局面(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../app/view/main_window.py" line="231" />
        <source>&amp;Review games…</source>
        <translation>復盤多局(&amp;R)…</translation>
    </message>
    <message>
        <location filename="../../app/view/main_window.py" line="232" />
        <source>&amp;Tournament…</source>
        <translation>引擎比賽(&amp;T)…</translation>
    </message>
    <message>
        <location filename="../../app/view/main_window.py" line="233" />
        <source>&amp;Settings</source>
        <translation>設定(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../app/view/main_window.py" line="234" />
        <source>&amp;Preferences…</source>
        <translation>偏好設定(&amp;P)…</translation>
    </message>
    <message>
        <location filename="../../app/view/main_window.py" line="236" />
        <source>&amp;Help</source>
        <translation>說明(&amp;H)</translation>
    </message>
    <message>
        <location filename="../../app/view/main_window.py" line="237" />
        <source>&amp;What are these rules?</source>
        <translation>這些規則是什麼？(&amp;W)</translation>
    </message>
    <message>
        <location filename="../../app/view/main_window.py" line="239" />
        <source>Continue from here</source>
        <translation>從這裡繼續</translation>
    </message>
    <message>
        <location filename="../../app/view/main_window.py" line="240" />
        <source>Red</source>
        <translation>紅方</translation>
    </message>
    <message>
        <location filename="../../app/view/main_window.py" line="240" />
        <source>Black</source>
        <translation>黑方</translation>
    </message>
    <message>
        <location filename="../../app/view/main_window.py" line="241" />
        <source>Move list</source>
        <translation>著法記錄</translation>
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
        <translation>最後一步</translation>
    </message>
    <message>
        <location filename="../../app/view/main_window.py" line="338" />
        <source>Viewing an earlier position</source>
        <translation>正在查看之前的局面</translation>
    </message>
    <message>
        <location filename="../../app/view/main_window.py" line="342" />
        <source>Paused</source>
        <translation>已暫停</translation>
    </message>
    <message>
        <location filename="../../app/view/main_window.py" line="344" />
        <source>%1 to move</source>
        <translation>輪到%1走</translation>
    </message>
</context>
<context>
    <name>MoveHistory</name>
    <message>
        <location filename="../../app/view/history.py" line="29" />
        <source>Red</source>
        <translation>紅方</translation>
    </message>
    <message>
        <location filename="../../app/view/history.py" line="29" />
        <source>Black</source>
        <translation>黑方</translation>
    </message>
    <message>
        <location filename="../../app/view/history.py" line="35" />
        <source>Move list</source>
        <translation>著法記錄</translation>
    </message>
</context>
<context>
    <name>MoveTree</name>
    <message>
        <location filename="../../app/view/move_tree.py" line="111" />
        <source>Move</source>
        <translation>著法</translation>
    </message>
    <message>
        <location filename="../../app/view/move_tree.py" line="111" />
        <source>Comment</source>
        <translation>註釋</translation>
    </message>
    <message>
        <location filename="../../app/view/move_tree.py" line="111" />
        <source>Clock</source>
        <translation>用時</translation>
    </message>
    <message>
        <location filename="../../app/view/move_tree.py" line="111" />
        <source>Eval (Red)</source>
        <translation>評分（紅方）</translation>
    </message>
    <message>
        <location filename="../../app/view/move_tree.py" line="113" />
        <source>The evaluation from Red's side, in pawns: above 0 Red is better, below 0 Black; M3: Red mates in 3, -M3: Black mates in 3</source>
        <translation>從紅方看的評分，以兵為單位：正數為紅方優，負數為黑方優；M3：紅方 3 步殺，-M3：黑方 3 步殺</translation>
    </message>
    <message>
        <location filename="../../app/view/move_tree.py" line="316" />
        <source>Promote variation</source>
        <translation>變著上移</translation>
    </message>
    <message>
        <location filename="../../app/view/move_tree.py" line="317" />
        <source>Demote variation</source>
        <translation>變著下移</translation>
    </message>
    <message>
        <location filename="../../app/view/move_tree.py" line="318" />
        <source>Make main line</source>
        <translation>設為主線</translation>
    </message>
    <message>
        <location filename="../../app/view/move_tree.py" line="319" />
        <source>Delete from here</source>
        <translation>從此處刪除</translation>
    </message>
    <message>
        <location filename="../../app/view/move_tree.py" line="320" />
        <source>Delete the moves after this</source>
        <translation>刪除此後的著法</translation>
    </message>
</context>
<context>
    <name>NoticeBar</name>
    <message>
        <location filename="../../app/view/notice_bar.py" line="51" />
        <source>Dismiss</source>
        <translation>關閉</translation>
    </message>
</context>
<context>
    <name>OpeningStatsPanel</name>
    <message>
        <location filename="../../app/view/opening_stats.py" line="84" />
        <source>Opening statistics</source>
        <translation>開局統計</translation>
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
        <translation>局數</translation>
    </message>
    <message>
        <location filename="../../app/view/opening_stats.py" line="150" />
        <source>Red / draw / Black</source>
        <translation>紅勝 / 和 / 黑勝</translation>
    </message>
    <message>
        <location filename="../../app/view/opening_stats.py" line="152" />
        <source>The most played openings in the library</source>
        <translation>棋譜庫中最常見的開局</translation>
    </message>
    <message>
        <location filename="../../app/view/opening_stats.py" line="153" />
        <source>No classified game in the library</source>
        <translation>棋譜庫中沒有已分類的對局</translation>
    </message>
    <message>
        <location filename="../../app/view/opening_stats.py" line="160" />
        <source>Red wins %1, draws %2, Black wins %3</source>
        <translation>紅勝 %1，和 %2，黑勝 %3</translation>
    </message>
    <message>
        <location filename="../../app/view/opening_stats.py" line="167" />
        <source>As Red</source>
        <translation>執紅</translation>
    </message>
    <message>
        <location filename="../../app/view/opening_stats.py" line="167" />
        <source>As Black</source>
        <translation>執黑</translation>
    </message>
    <message>
        <location filename="../../app/view/opening_stats.py" line="169" />
        <source>%1 by opening: games and share of the points</source>
        <translation>%1 的各開局戰績：局數與得分率</translation>
    </message>
    <message>
        <location filename="../../app/view/opening_stats.py" line="170" />
        <source>No classified game of %1</source>
        <translation>沒有 %1 的已分類對局</translation>
    </message>
    <message>
        <location filename="../../app/view/opening_stats.py" line="177" />
        <source>%1 wins, %2 draws, %3 losses</source>
        <translation>勝 %1，和 %2，負 %3</translation>
    </message>
</context>
<context>
    <name>PositionEditor</name>
    <message>
        <location filename="../../app/view/position_editor.py" line="136" />
        <source>Set up a position</source>
        <translation>擺放局面</translation>
    </message>
    <message>
        <location filename="../../app/view/position_editor.py" line="147" />
        <source>Type or paste a FEN</source>
        <translation>輸入或貼上 FEN</translation>
    </message>
    <message>
        <location filename="../../app/view/position_editor.py" line="155" />
        <source>Play from here</source>
        <translation>從此局面對弈</translation>
    </message>
    <message>
        <location filename="../../app/view/position_editor.py" line="156" />
        <source>Study from here</source>
        <translation>從此局面研究</translation>
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
        <translation>點選交叉點移除棋子（或右鍵點選）</translation>
    </message>
    <message>
        <location filename="../../app/view/position_editor.py" line="201" />
        <source>Side to move</source>
        <translation>走子方</translation>
    </message>
    <message>
        <location filename="../../app/view/position_editor.py" line="205" />
        <source>Clear board</source>
        <translation>清空棋盤</translation>
    </message>
    <message>
        <location filename="../../app/view/position_editor.py" line="207" />
        <source>Start position</source>
        <translation>初始局面</translation>
    </message>
    <message>
        <location filename="../../app/view/position_editor.py" line="280" />
        <source>Not a FEN: ten ranks of pieces and digits, then w or b</source>
        <translation>不是 FEN：應為十行棋子與數字，再加 w 或 b</translation>
    </message>
    <message>
        <location filename="../../app/view/position_editor.py" line="305" />
        <source>Legal position, %1 to move</source>
        <translation>合法局面，輪到%1走</translation>
    </message>
</context>
<context>
    <name>StudyWindow</name>
    <message>
        <location filename="../../app/view/study_window.py" line="187" />
        <source>Games</source>
        <translation>局數</translation>
    </message>
    <message>
        <location filename="../../app/view/study_window.py" line="188" />
        <source>Game info…</source>
        <translation>對局資訊…</translation>
    </message>
    <message>
        <location filename="../../app/view/study_window.py" line="189" />
        <source>Promote</source>
        <translation>上移</translation>
    </message>
    <message>
        <location filename="../../app/view/study_window.py" line="190" />
        <source>Main line</source>
        <translation>主線</translation>
    </message>
    <message>
        <location filename="../../app/view/study_window.py" line="191" />
        <source>Delete</source>
        <translation>刪除</translation>
    </message>
    <message>
        <location filename="../../app/view/study_window.py" line="192" />
        <source>Autoplay</source>
        <translation>自動播放</translation>
    </message>
    <message>
        <location filename="../../app/view/study_window.py" line="193" />
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <location filename="../../app/view/study_window.py" line="194" />
        <source>Seconds per move</source>
        <translation>每步秒數</translation>
    </message>
    <message>
        <location filename="../../app/view/study_window.py" line="198" />
        <source>Type a comment here</source>
        <translation>在此輸入註釋</translation>
    </message>
    <message>
        <location filename="../../app/view/study_window.py" line="199" />
        <source>&amp;File</source>
        <translation>檔案(&amp;F)</translation>
    </message>
    <message>
        <location filename="../../app/view/study_window.py" line="199" />
        <source>Open &amp;recent</source>
        <translation>最近開啟(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../app/view/study_window.py" line="200" />
        <source>&amp;Edit</source>
        <translation>編輯(&amp;E)</translation>
    </message>
    <message>
        <location filename="../../app/view/study_window.py" line="200" />
        <source>&amp;View</source>
        <translation>查看(&amp;V)</translation>
    </message>
    <message>
        <location filename="../../app/view/study_window.py" line="201" />
        <source>&amp;Notation</source>
        <translation>記譜(&amp;N)</translation>
    </message>
    <message>
        <location filename="../../app/view/study_window.py" line="204" />
        <source>&amp;Open…</source>
        <translation>開啟(&amp;O)…</translation>
    </message>
    <message>
        <location filename="../../app/view/study_window.py" line="204" />
        <source>&amp;Save</source>
        <translation>儲存(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../app/view/study_window.py" line="204" />
        <source>Save &amp;as…</source>
        <translation>另存為(&amp;A)…</translation>
    </message>
    <message>
        <location filename="../../app/view/study_window.py" line="205" />
        <source>&amp;Close</source>
        <translation>關閉(&amp;C)</translation>
    </message>
    <message>
        <location filename="../../app/view/study_window.py" line="205" />
        <source>Game &amp;information…</source>
        <translation>對局資訊(&amp;I)…</translation>
    </message>
    <message>
        <location filename="../../app/view/study_window.py" line="206" />
        <source>&amp;Promote variation</source>
        <translation>變著上移(&amp;P)</translation>
    </message>
    <message>
        <location filename="../../app/view/study_window.py" line="206" />
        <source>&amp;Demote variation</source>
        <translation>變著下移(&amp;D)</translation>
    </message>
    <message>
        <location filename="../../app/view/study_window.py" line="207" />
        <source>Make &amp;main line</source>
        <translation>設為主線(&amp;M)</translation>
    </message>
    <message>
        <location filename="../../app/view/study_window.py" line="207" />
        <source>De&amp;lete from here</source>
        <translation>從此處刪除(&amp;L)</translation>
    </message>
    <message>
        <location filename="../../app/view/study_window.py" line="208" />
        <source>Delete the moves &amp;after this</source>
        <translation>刪除此後的著法(&amp;A)</translation>
    </message>
    <message>
        <location filename="../../app/view/study_window.py" line="208" />
        <source>&amp;Flip board</source>
        <translation>翻轉棋盤(&amp;F)</translation>
    </message>
    <message>
        <location filename="../../app/view/study_window.py" line="209" />
        <source>&amp;Autoplay</source>
        <translation>自動播放(&amp;A)</translation>
    </message>
    <message>
        <location filename="../../app/view/study_window.py" line="209" />
        <source>Chinese</source>
        <translation>中文</translation>
    </message>
    <message>
        <location filename="../../app/view/study_window.py" line="438" />
        <source>in a variation</source>
        <translation>在變著中</translation>
    </message>
    <message>
        <location filename="../../app/view/study_window.py" line="440" />
        <source>%1 has no legal move</source>
        <translation>%1無子可走</translation>
    </message>
    <message>
        <location filename="../../app/view/study_window.py" line="459" />
        <source>Start position</source>
        <translation>初始局面</translation>
    </message>
    <message>
        <location filename="../../app/view/study_window.py" line="465" />
        <source>Red</source>
        <translation>紅方</translation>
    </message>
    <message>
        <location filename="../../app/view/study_window.py" line="465" />
        <source>Black</source>
        <translation>黑方</translation>
    </message>
    <message>
        <location filename="../../app/view/study_window.py" line="488" />
        <source>Study</source>
        <translation>打譜</translation>
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
        <translation>復原(&amp;U)</translation>
    </message>
    <message>
        <location filename="../../app/view/study_window.py" line="641" />
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../app/view/study_window.py" line="655" />
        <source>Comment before the first move</source>
        <translation>第一步之前的註釋</translation>
    </message>
    <message>
        <location filename="../../app/view/study_window.py" line="658" />
        <source>Comment on %1</source>
        <translation>對 %1 的註釋</translation>
    </message>
    <message>
        <location filename="../../app/view/study_window.py" line="755" />
        <source>Save failed</source>
        <translation>儲存失敗</translation>
    </message>
    <message>
        <location filename="../../app/view/study_window.py" line="759" />
        <source>Saved %1</source>
        <translation>已儲存 %1</translation>
    </message>
    <message>
        <location filename="../../app/view/study_window.py" line="786" />
        <source>Reading %1…</source>
        <translation>正在讀取 %1…</translation>
    </message>
    <message>
        <location filename="../../app/view/study_window.py" line="787" />
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <location filename="../../app/view/study_window.py" line="795" />
        <source>Opening cancelled</source>
        <translation>已取消開啟</translation>
    </message>
    <message>
        <location filename="../../app/view/study_window.py" line="822" />
        <source>(none)</source>
        <translation>（無）</translation>
    </message>
</context>
<context>
    <name>TournamentWindow</name>
    <message>
        <location filename="../../app/view/tournament_window.py" line="277" />
        <source>Built-in engine: %1</source>
        <translation>內建引擎：%1</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_window.py" line="282" />
        <location filename="../../app/view/tournament_window.py" line="597" />
        <location filename="../../app/view/tournament_window.py" line="632" />
        <location filename="../../app/view/tournament_window.py" line="732" />
        <source>Tournament</source>
        <translation>引擎比賽</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_window.py" line="283" />
        <source>Participants (tick two or more; in a gauntlet the first plays all the others)</source>
        <translation>參賽引擎（至少選中兩個；車輪戰中第一個與其餘各個對局）</translation>
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
        <translation>循環賽（兩個引擎即為對決）</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_window.py" line="291" />
        <source>Gauntlet</source>
        <translation>車輪戰</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_window.py" line="292" />
        <source>Start position</source>
        <translation>初始局面</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_window.py" line="292" />
        <source>Opening book</source>
        <translation>開局庫</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_window.py" line="293" />
        <location filename="../../app/view/tournament_window.py" line="445" />
        <source>ECCO codes</source>
        <translation>ECCO 編號</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_window.py" line="293" />
        <source>PGN or EPD file</source>
        <translation>PGN 或 EPD 檔案</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_window.py" line="294" />
        <source>Chinese rules (CXQ)</source>
        <translation>中國規則（CXQ）</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_window.py" line="294" />
        <source>Asian rules</source>
        <translation>亞洲規則</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_window.py" line="295" />
        <source>Format</source>
        <translation>賽制</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_window.py" line="295" />
        <source>Games per pairing</source>
        <translation>每對局數</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_window.py" line="295" />
        <source>Time control</source>
        <translation>用時</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_window.py" line="296" />
        <location filename="../../app/view/tournament_window.py" line="579" />
        <location filename="../../app/view/tournament_window.py" line="605" />
        <source>Openings</source>
        <translation>開局</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_window.py" line="296" />
        <source>Time margin</source>
        <translation>用時餘量</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_window.py" line="297" />
        <source>Rules</source>
        <translation>規則</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_window.py" line="297" />
        <source>Plies of each line</source>
        <translation>每個開局的步數</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_window.py" line="303" />
        <source>Default</source>
        <translation>默認</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_window.py" line="304" />
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_window.py" line="305" />
        <source>How late a move may come and still count; later, the engine loses on time. Default: 100 ms past the flag with a clock, 1000 ms past the time a move with movetime. Late moves are noted in the PGN and the standings.</source>
        <translation>著法超出時限多少以內仍然有效；超出更多則引擎超時負。默認：有棋鐘時為棋鐘用完後 100 ms，每步限時時為每步時間用完後 1000 ms。超時但仍有效的著法會記入 PGN 和排名。</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_window.py" line="309" />
        <source>All</source>
        <translation>全部</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_window.py" line="310" />
        <source>How many plies of each opening line are played before the engines take over</source>
        <translation>引擎接手之前，每個開局先走多少步（半回合）</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_window.py" line="312" />
        <source>The file the games are written to</source>
        <translation>儲存對局的檔案</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_window.py" line="313" />
        <source>Every game is written to this file as it ends; the tournament's state is kept beside it (.tournament.json), to resume it.</source>
        <translation>每局結束時寫入此檔案；比賽的進度儲存在同一資料夾（.tournament.json），用於繼續比賽。</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_window.py" line="315" />
        <source>Adjudication: end games early (optional)</source>
        <translation>裁定：提前結束對局（可選）</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_window.py" line="316" />
        <source>A side loses when both engines see it behind</source>
        <translation>雙方引擎都認為一方落後時判其負</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_window.py" line="317" />
        <source>by at least</source>
        <translation>至少落後</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_window.py" line="318" />
        <location filename="../../app/view/tournament_window.py" line="321" />
        <source>for</source>
        <translation>持續</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_window.py" line="319" />
        <source>A draw when both engines see the game level</source>
        <translation>雙方引擎的評分都接近 0 時判和</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_window.py" line="320" />
        <source>within</source>
        <translation>評分不超過</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_window.py" line="322" />
        <source>counting from move</source>
        <translation>起算回合</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_window.py" line="323" />
        <source>A draw when the game reaches</source>
        <translation>對局達到此步數時判和</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_window.py" line="325" />
        <source> cp</source>
        <translation> 分</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_window.py" line="326" />
        <source>Centipawns: 100 is about a pawn</source>
        <translation>分：100 分約等於一個兵</translation>
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
        <translation>每個引擎連續的步數</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_window.py" line="331" />
        <source>Stop a match early by the SPRT (two engines)</source>
        <translation>用 SPRT 提前結束對決（兩個引擎）</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_window.py" line="332" />
        <source>A sequential probability ratio test of the first engine against the second: the match stops as soon as the results decide between the two hypotheses with the error rates chosen</source>
        <translation>對第一個引擎與第二個引擎做 SPRT 判定：結果能按所選的錯誤率在兩個假設之間作出判斷時，對決即停止</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_window.py" line="335" />
        <source>H0: the first is at most this much stronger (Elo)</source>
        <translation>H0：第一個引擎的 Elo 至多高出這麼多</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_window.py" line="336" />
        <source>H1: the first is at least this much stronger (Elo)</source>
        <translation>H1：第一個引擎的 Elo 至少高出這麼多</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_window.py" line="337" />
        <source>Alpha: the risk of accepting H1 wrongly</source>
        <translation>alpha：誤接受 H1 的比率</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_window.py" line="338" />
        <source>Beta: the risk of accepting H0 wrongly</source>
        <translation>beta：誤接受 H0 的比率</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_window.py" line="344" />
        <source>Choose the PGN file of a tournament, or its state file (.tournament.json)</source>
        <translation>選擇比賽的 PGN 檔案，或它的進度檔案（.tournament.json）</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_window.py" line="347" />
        <source>The progress shows here once the tournament starts</source>
        <translation>比賽開始後，這裡顯示進度</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_window.py" line="578" />
        <source>Choose the tournament to resume</source>
        <translation>選擇要繼續的比賽</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_window.py" line="683" />
        <source>Stopped. Resume goes on with the games under way, from where they stopped, and plays the rest.</source>
        <translation>已停止。繼續比賽時，進行中的對局從停止處接著下，然後下完其餘對局。</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_window.py" line="732" />
        <source>Stop the tournament? The finished games are saved, the games under way are kept as far as they went, and Resume plays the rest.</source>
        <translation>停止比賽？已完成的對局已儲存，進行中的對局保留到停止時的局面，繼續比賽時下完其餘對局。</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_window.py" line="298" />
        <source>Games at once</source>
        <translation>同時對局數</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_window.py" line="298" />
        <source>PGN file</source>
        <translation>PGN 檔案</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_window.py" line="301" />
        <source>A clock (3+2: 3 minutes and 2 seconds a move; 40/5: 40 moves in 5 minutes) or a limit a move: movetime=100ms, depth=8, nodes=100000</source>
        <translation>棋鐘（3+2：3 分鐘，每步加 2 秒；40/5：5 分鐘走 40 步）或每步限制：movetime=100ms、depth=8、nodes=100000</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_window.py" line="340" />
        <location filename="../../app/view/tournament_window.py" line="341" />
        <source>Browse…</source>
        <translation>瀏覽…</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_window.py" line="342" />
        <source>Start</source>
        <translation>開始</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_window.py" line="343" />
        <source>Resume a saved tournament…</source>
        <translation>繼續已儲存的比賽…</translation>
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
        <translation>已完成的對局</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_window.py" line="605" />
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_window.py" line="446" />
        <source>Opening file</source>
        <translation>開局檔案</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_window.py" line="447" />
        <source>A code or a range, such as C70-C79</source>
        <translation>一個編號或一個範圍，例如 C70-C79</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_window.py" line="448" />
        <source>A PGN or EPD file</source>
        <translation>PGN 或 EPD 檔案</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_window.py" line="569" />
        <source>Games (*.pgn);;All files (*)</source>
        <translation>棋譜 (*.pgn);;所有檔案 (*)</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_window.py" line="571" />
        <source>Write the games to</source>
        <translation>對局儲存到</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_window.py" line="577" />
        <source>Saved tournaments (*.tournament.json *.pgn);;All files (*)</source>
        <translation>已儲存的比賽 (*.tournament.json *.pgn);;所有檔案 (*)</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_window.py" line="579" />
        <source>Openings (*.pgn *.epd);;All files (*)</source>
        <translation>開局 (*.pgn *.epd);;所有檔案 (*)</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_window.py" line="597" />
        <source>A tournament is saved with %1. Resume it?</source>
        <translation>%1 儲存有未完成的比賽。要繼續嗎？</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_window.py" line="603" />
        <source>Choose the file of the openings</source>
        <translation>請選擇開局檔案</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_window.py" line="604" />
        <source>Give an ECCO code or a range of codes</source>
        <translation>請輸入一個 ECCO 編號或編號範圍</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_window.py" line="639" />
        <source>Stop the tournament? The games under way (%1) will stop; each is kept as far as it went and goes on from there when you resume the tournament.</source>
        <translation>停止比賽？進行中的對局（%1 局）將停止；每局都保留到停止時的局面，繼續比賽時從那裡接著下。</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_window.py" line="681" />
        <source>The tournament is complete.</source>
        <translation>比賽已完成。</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_window.py" line="682" />
        <source>The SPRT decided: the match is over.</source>
        <translation>SPRT 已有結論：對決結束。</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_window.py" line="716" />
        <source>Continue</source>
        <translation>繼續</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_window.py" line="716" />
        <source>Pause</source>
        <translation>暫停</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_window.py" line="721" />
        <source>Paused: %1 of %2 games played</source>
        <translation>已暫停：已下 %1 局，共 %2 局</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_window.py" line="721" />
        <source>Running: %1 of %2 games played</source>
        <translation>進行中：已下 %1 局，共 %2 局</translation>
    </message>
</context>
<context>
    <name>texts</name>
    <message>
        <location filename="../../app/view/clock_widget.py" line="73" />
        <source>Starts with the first move</source>
        <translation>走第一步後開始計時</translation>
    </message>
    <message>
        <location filename="../../app/view/clock_widget.py" line="85" />
        <source>byo-yomi ×%1</source>
        <translation>讀秒 ×%1</translation>
    </message>
    <message>
        <location filename="../../app/view/clock_widget.py" line="87" />
        <source>%1 moves to go</source>
        <translation>還要走 %1 步</translation>
    </message>
    <message>
        <location filename="../../app/view/study_window.py" line="436" />
        <source>%1 to move</source>
        <translation>輪到%1走</translation>
    </message>
<message>
        <location filename="../../app/view/access_texts.py" line="10" />
        <source>red %1</source>
        <translation>紅%1</translation>
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
        <translation>%1路第%2線</translation>
    </message>
    <message>
        <location filename="../../app/view/access_texts.py" line="16" />
        <source>empty</source>
        <translation>空</translation>
    </message>
    <message>
        <location filename="../../app/view/access_texts.py" line="22" />
        <source>selected</source>
        <translation>已選中</translation>
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
        <translation>上一著</translation>
    </message>
    <message>
        <location filename="../../app/view/access_texts.py" line="23" />
        <source>in check</source>
        <translation>被將軍</translation>
    </message>
    <message>
        <location filename="../../app/view/access_texts.py" line="29" />
        <source>Type a move (炮二平五, C2.5, h2e2), Enter plays it</source>
        <translation>輸入著法（炮二平五、C2.5、h2e2），按回車走棋</translation>
    </message>
    <message>
        <location filename="../../app/view/access_texts.py" line="35" />
        <source>Enter plays %1</source>
        <translation>按回車走 %1</translation>
    </message>
    <message>
        <location filename="../../app/view/access_texts.py" line="37" />
        <source>No legal move matches</source>
        <translation>沒有相符的合法著法</translation>
    </message>
    <message>
        <location filename="../../app/view/access_texts.py" line="38" />
        <source>%1 moves match</source>
        <translation>%1 個著法相符</translation>
    </message>
    <message>
        <location filename="../../app/view/access_texts.py" line="43" />
        <location filename="../../app/view/dialogs.py" line="197" />
        <source>Board</source>
        <translation>棋盤</translation>
    </message>
    <message>
        <location filename="../../app/view/access_texts.py" line="48" />
        <source>Arrow keys move over the points, Enter picks up and puts down a piece, slash or Ctrl+M opens the move box</source>
        <translation>方向鍵在棋盤上移動，回車鍵提起和放下棋子，按 / 或 Ctrl+M 輸入著法</translation>
    </message>
    <message>
        <location filename="../../app/view/access_texts.py" line="54" />
        <source>Keyboard play: arrows move the square, Enter or Space picks up and puts down, Tab leaves the board</source>
        <translation>鍵盤走棋：方向鍵在棋盤上移動標記，Enter 或 Space 鍵選中、放下棋子，按 Tab 鍵結束</translation>
    </message>
    <message>
        <location filename="../../app/view/access_texts.py" line="59" />
        <source>Move entry</source>
        <translation>著法輸入</translation>
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
        <translation>，將軍</translation>
    </message>
    <message>
        <location filename="../../app/view/export_texts.py" line="19" />
        <location filename="../../app/view/texts.py" line="575" />
        <source>Event</source>
        <translation>賽事</translation>
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
        <translation>紅方</translation>
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
        <translation>結果</translation>
    </message>
    <message>
        <location filename="../../app/view/export_texts.py" line="20" />
        <location filename="../../app/view/texts.py" line="576" />
        <location filename="../../app/view/training_summary.py" line="36" />
        <source>Opening</source>
        <translation>開局</translation>
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
        <translation>CXQ 規則</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="30" />
        <source>Xiangqi Studio (built-in)</source>
        <translation>象棋工作室（內建）</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="40" />
        <source>king</source>
        <translation>將</translation>
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
        <translation>馬</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="41" />
        <source>rook</source>
        <translation>車</translation>
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
        <translation>兩</translation>
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
        <translation>CXQ 長將</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="64" />
        <source>CXQ perpetual chase</source>
        <translation>CXQ 長捉</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="65" />
        <source>CXQ mutual perpetual</source>
        <translation>CXQ 雙方長打</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="66" />
        <source>CXQ moves rule</source>
        <translation>CXQ 步數規則</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="67" />
        <source>CXQ effective moves rule</source>
        <translation>CXQ 有效步數規則</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="68" />
        <source>CXQ progress rule</source>
        <translation>CXQ 進展規則</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="69" />
        <source>%1, rule %2</source>
        <translation>%1，第 %2 條</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="72" />
        <source>Asian Rules, general rule %1</source>
        <translation>亞洲規則，總則第 %1 條</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="74" />
        <source>Asian Rules, principle %1</source>
        <translation>亞洲規則，原則 %1</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="75" />
        <source>Asian Rules, rule %1</source>
        <translation>亞洲規則，細則第 %1 條</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="76" />
        <source>casual rules</source>
        <translation>休閒規則</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="83" />
        <source>%1 wins</source>
        <translation>%1勝</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="94" />
        <source>%1 is checkmated</source>
        <translation>%1被將死</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="96" />
        <source>%1 has no legal move, and stalemate loses</source>
        <translation>%1無子可走，困斃判負</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="99" />
        <source>%1 kept checking while the other side kept chasing; the checker loses</source>
        <translation>%1長將而對方長捉，長將一方判負</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="101" />
        <source>%1 checked on every move of a position repeated %2 times</source>
        <translation>%1在重複 %2 次的局面中每步將軍</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="104" />
        <source>%1 checked %2 times in a row with %3; CXQ allows %4, whether or not positions repeat</source>
        <translation>%1用%3連續將軍 %2 次；CXQ 規則只允許 %4 次，不論局面是否重複</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="106" />
        <source>%1 checked %2 times in a row with %3</source>
        <translation>%1用%3連續將軍 %2 次</translation>
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
        <translation>%1用%4連續捉%2 %3 次；CXQ 規則只允許 %5 次，不論局面是否重複</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="117" />
        <source>%1 chased %2 %3 times in a row with %4</source>
        <translation>%1用%4連續捉%2 %3 次</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="120" />
        <source>both sides check or chase perpetually</source>
        <translation>雙方均長將或長捉</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="122" />
        <source>the same position occurred %1 times with no violation</source>
        <translation>同一局面出現 %1 次，無人違例</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="124" />
        <source>each side has made 300 moves</source>
        <translation>雙方各走滿 300 步</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="126" />
        <source>each side has made 120 moves that neither check or chase nor answer one</source>
        <translation>雙方各走滿 120 步有效著法（不將不捉、也不應將應捉）</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="128" />
        <source>each side has made 30 moves since the last capture or crossed-pawn advance</source>
        <translation>雙方自上次吃子或過河兵前進後各走 30 步</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="130" />
        <source>%1 resigned</source>
        <translation>%1認輸</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="133" />
        <source>the players agreed</source>
        <translation>雙方同意</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="149" />
        <source>This repeats a perpetual chase of the %1 %2</source>
        <translation>此著重複長捉%1%2</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="153" />
        <source>This repeats a perpetual check</source>
        <translation>此著重複長將</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="156" />
        <source>%1; under the Asian Rules you must change. Play it anyway?</source>
        <translation>%1；按亞洲規則必須變著。仍然走這步嗎？</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="178" />
        <source>a move must change square</source>
        <translation>走子必須移動到別的點</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="179" />
        <source>there is no piece at %1</source>
        <translation>%1 沒有棋子</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="180" />
        <source>the piece at %1 is %2's; it is %3's turn</source>
        <translation>%1 是%2的棋子；現在輪到%3走</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="182" />
        <source>cannot capture your own piece at %1</source>
        <translation>不能吃自己在 %1 的棋子</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="183" />
        <source>the king moves one point along a rank or file</source>
        <translation>將（帥）每次只能直走或橫走一步</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="184" />
        <source>the %1 must stay in the palace</source>
        <translation>%1不能走出九宮</translation>
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
        <translation>象不能過河</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="188" />
        <source>the elephant's eye is blocked at %1</source>
        <translation>塞象眼：%1 有子</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="189" />
        <source>the horse moves one point orthogonally then one diagonally</source>
        <translation>馬走日字</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="190" />
        <source>the horse is blocked at %1</source>
        <translation>蹩馬腿：%1 有子</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="191" />
        <source>the %1 moves along a rank or file</source>
        <translation>%1只能直走或橫走</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="192" />
        <source>the %1 is blocked at %2</source>
        <translation>%1被 %2 的棋子擋住</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="193" />
        <source>the cannon captures by jumping exactly one piece (there are %1)</source>
        <translation>炮吃子必須隔一個子（現在隔 %1 個）</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="195" />
        <source>a pawn never moves backwards</source>
        <translation>兵（卒）不能後退</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="196" />
        <source>a pawn moves sideways only after crossing the river</source>
        <translation>兵（卒）過河後才能橫走</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="197" />
        <source>a pawn moves one point forward (or sideways after crossing the river)</source>
        <translation>兵（卒）每次向前一步（過河後也可橫走）</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="198" />
        <source>kings would face each other</source>
        <translation>將帥不能照面</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="199" />
        <source>leaves the king in check</source>
        <translation>走後己方將（帥）被將軍</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="200" />
        <source>the %1 cannot make that move</source>
        <translation>%1不能這樣走</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="201" />
        <location filename="../../app/view/texts.py" line="213" />
        <source>not a legal move</source>
        <translation>不是合法的著法</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="202" />
        <source>the game is over</source>
        <translation>對局已經結束</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="211" />
        <source>that is %1's %2; it is %3's turn</source>
        <translation>那是%1的%2；現在輪到%3走</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="226" />
        <source>A position must be given as FEN text</source>
        <translation>局面必須以 FEN 文字給出</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="227" />
        <source>The FEN is empty</source>
        <translation>FEN 是空的</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="228" />
        <source>The board has %1 ranks; a FEN needs 10</source>
        <translation>棋盤有 %1 行；FEN 需要 10 行</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="229" />
        <source>Unknown piece letter “%1” on rank %2</source>
        <translation>第 %2 行有未知的棋子字母「%1」</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="231" />
        <source>Rank %1 has %2 files; it needs 9</source>
        <translation>第 %1 行有 %2 列；需要 9 列</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="233" />
        <source>The %1 %2 at %3 is outside the palace</source>
        <translation>%1%2在 %3，出了九宮</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="235" />
        <source>The %1 %2 at %3 stands where it can never be</source>
        <translation>%1%2在 %3，這個位置它永遠到不了</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="237" />
        <source>There is no %1 king</source>
        <translation>沒有%1的將（帥）</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="238" />
        <source>%1 has %2 %3s, more than a side can have</source>
        <translation>%1有 %2 個%3，超過一方能有的數目</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="240" />
        <source>The side to move must be w or b, not “%1”</source>
        <translation>走棋方必須是 w 或 b，而不是「%1」</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="241" />
        <source>The halfmove clock “%1” is not a number</source>
        <translation>半回合計數「%1」不是數字</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="242" />
        <source>The move number “%1” is not a number</source>
        <translation>回合數「%1」不是數字</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="243" />
        <source>The move counters must not be negative</source>
        <translation>回合計數不能為負數</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="244" />
        <source>The kings face each other on file %1</source>
        <translation>將帥在 %1 列照面</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="246" />
        <source>%1 is in check, but it is %2's turn</source>
        <translation>%1正被將軍，卻輪到%2走</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="256" />
        <source>A game cannot reach this position (%1). You can still play or study from it.</source>
        <translation>實戰中不可能出現此局面（%1）。仍可以從此局面對弈或研究。</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="266" />
        <source>Technical foul: you touched %1, which cannot move (touch-move rule a)</source>
        <translation>技術犯規：你摸了%1，但它無法移動（摸子規則 a）</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="268" />
        <source>Technical foul: you touched %1, which nothing can capture (touch-move rule b)</source>
        <translation>技術犯規：你摸了%1，但無子能吃它（摸子規則 b）</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="270" />
        <source>Technical foul: no move satisfies the touch-move rule (case %1)</source>
        <translation>技術犯規：沒有著法符合摸子規則（%1）</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="272" />
        <source>You touched %1: it must move (touch-move rule a)</source>
        <translation>你摸了%1：必須走它（摸子規則 a）</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="273" />
        <source>You touched %2: you must capture it (touch-move rule b)</source>
        <translation>你摸了%2：必須吃它（摸子規則 b）</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="274" />
        <source>You touched %1 then %2: %1 must capture it (touch-move rule c-1)</source>
        <translation>你先摸%1再摸%2：%1必須吃它（摸子規則 c-1）</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="275" />
        <source>%1 cannot capture %2, so %1 must move (touch-move rule c-2)</source>
        <translation>%1吃不到%2，所以%1必須走（摸子規則 c-2）</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="276" />
        <source>%1 cannot move, so another piece must capture %2 (touch-move rule c-3)</source>
        <translation>%1不能走，所以須用其他棋子吃%2（摸子規則 c-3）</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="277" />
        <source>You touched %2 then %1: %1 must capture it (touch-move rule d-1)</source>
        <translation>你先摸%2再摸%1：%1必須吃它（摸子規則 d-1）</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="278" />
        <source>%1 cannot capture %2, so another piece must (touch-move rule d-2)</source>
        <translation>%1吃不到%2，須用其他棋子吃（摸子規則 d-2）</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="279" />
        <source>Nothing can capture %2, so %1 must move (touch-move rule d-3)</source>
        <translation>無子能吃%2，所以%1必須走（摸子規則 d-3）</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="288" />
        <source>%1 ran out of time, but %2 cannot mate: draw</source>
        <translation>%1超時，但%2無子可將死對方：和棋</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="290" />
        <source>%1 ran out of time</source>
        <translation>%1超時</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="296" />
        <source>“%1” cannot be written: its folder does not exist.</source>
        <translation>無法寫入「%1」：所在資料夾不存在。</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="297" />
        <source>“%1” cannot be written (it is read-only or you lack permission): save it under another name.</source>
        <translation>無法寫入「%1」（檔案唯讀或沒有權限）：請另存為其他檔名。</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="299" />
        <source>“%1” is a folder: choose a file name.</source>
        <translation>「%1」是資料夾：請選擇一個檔名。</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="300" />
        <source>“%1” cannot be written: a file stands where a folder should be.</source>
        <translation>無法寫入「%1」：應為資料夾的位置是一個檔案。</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="301" />
        <source>“%1” cannot be written: the disk is full.</source>
        <translation>無法寫入「%1」：磁碟已滿。</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="302" />
        <source>“%1” cannot be written: the disk is read-only.</source>
        <translation>無法寫入「%1」：磁碟為唯讀。</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="303" />
        <source>“%1” is in use by another running copy of the program.</source>
        <translation>「%1」正被另一個開啟的本程式使用。</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="305" />
        <source>“%1” cannot be written: %2</source>
        <translation>無法寫入「%1」：%2</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="316" />
        <source>Autosave failed: %1</source>
        <translation>自動儲存失敗：%1</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="321" />
        <source>Save failed</source>
        <translation>儲存失敗</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="326" />
        <source>Game saved to %1</source>
        <translation>對局已儲存到 %1</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="331" />
        <source>Not a position</source>
        <translation>不是有效局面</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="336" />
        <source>The clipboard does not hold a valid FEN: %1</source>
        <translation>剪貼簿中不是有效的 FEN：%1</translation>
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
        <translation>電腦正在思考…</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="358" />
        <source>Computer thinks…</source>
        <translation>電腦思考中…</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="363" />
        <source>The computer failed</source>
        <translation>電腦出錯</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="368" />
        <source>The computers stopped; both sides are played at the board</source>
        <translation>電腦已停止；雙方改由棋盤前的人走</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="373" />
        <source>The computer declines the draw</source>
        <translation>電腦拒絕和棋</translation>
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
        <translation>復盤多局(&amp;R)…</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="393" />
        <source>Opening book ready: %1 games, %2 moves</source>
        <translation>開局庫已就緒：%1 局，%2 個著法</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="398" />
        <source>Opening book not built</source>
        <translation>未能生成開局庫</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="403" />
        <source>No opening book could be made from %1: %2. The computer keeps opening from the master games.</source>
        <translation>無法用 %1 生成開局庫：%2。電腦繼續按大師對局開局。</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="411" />
        <source>it is empty</source>
        <translation>檔案是空的</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="413" />
        <source>it could not be opened</source>
        <translation>無法開啟</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="414" />
        <source>it is not a game file we can read</source>
        <translation>不是可以讀取的棋譜檔案</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="416" />
        <source>it holds no finished game with a result</source>
        <translation>其中沒有帶結果的完整對局</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="417" />
        <source>the book file could not be written (%1)</source>
        <translation>無法寫入開局庫檔案（%1）</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="418" />
        <location filename="../../app/view/texts.py" line="421" />
        <source>the book builder failed (%1)</source>
        <translation>生成開局庫的程式出錯（%1）</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="419" />
        <source>the book builder ended unexpectedly</source>
        <translation>生成開局庫的程式意外退出</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="426" />
        <source>The game's main line changed since the analysis began; its results were not written into the game.</source>
        <translation>分析開始後棋局的主線已改變，分析結果沒有寫入棋局。</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="432" />
        <source>There is no program at %1</source>
        <translation>找不到程式 %1</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="433" />
        <source>%1 is a folder, not an engine program</source>
        <translation>%1 是資料夾，不是引擎程式</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="434" />
        <source>%1 cannot be run: you have no permission to run it</source>
        <translation>無法執行 %1：沒有執行它的權限</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="435" />
        <source>%1 cannot be run: the interpreter its first line names (%2) is not installed</source>
        <translation>無法執行 %1：找不到它第一行指定的程式（%2）</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="437" />
        <source>%1 cannot be run: a program it needs is missing (was it made for another system?)</source>
        <translation>無法執行 %1：缺少它需要的程式（是否為其他系統製作？）</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="439" />
        <source>%1 cannot be run (%2)</source>
        <translation>無法執行 %1（%2）</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="440" />
        <source>%1 is not an engine we can talk to: it did not answer within %2 s</source>
        <translation>%1 不是可以通訊的引擎：%2 秒內沒有應答</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="441" />
        <source>%1 is not an engine we can talk to: it ended before answering</source>
        <translation>%1 不是可以通訊的引擎：它在應答前就退出了</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="442" />
        <location filename="../../app/view/texts.py" line="443" />
        <source>%1 did not answer within %2 s</source>
        <translation>%1 在 %2 秒內沒有應答</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="444" />
        <source>%1 gave no move within %2 s of being asked to stop</source>
        <translation>%1 在被要求停止後 %2 秒內沒有給出著法</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="445" />
        <source>%1 never finished a search it was asked to stop, so it was ended</source>
        <translation>%1 被要求停止後一直沒有結束搜尋，已被關閉</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="446" />
        <source>%1 sent a line longer than %2 bytes, so it was ended</source>
        <translation>%1 傳送了超過 %2 位元組的一行，已被關閉</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="447" />
        <source>%1 played an illegal move (%2)</source>
        <translation>%1 走了不合法的著法（%2）</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="448" />
        <source>%1 gave no move, though the position has legal moves</source>
        <translation>%1 沒有給出著法，但此局面有合法著法</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="449" />
        <source>%1 does not play xiangqi (it plays: %2)</source>
        <translation>%1 不能下象棋（它支援：%2）</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="450" />
        <source>%1 was closed</source>
        <translation>%1 已關閉</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="451" />
        <source>%1 has no option “%2”</source>
        <translation>%1 沒有選項「%2」</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="452" />
        <source>Option %2 of %1 cannot be “%3”: it takes %4</source>
        <translation>%1 的選項 %2 不能是「%3」：它只接受%4</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="453" />
        <location filename="../../app/view/texts.py" line="477" />
        <source>%1 failed: %2</source>
        <translation>%1 出錯：%2</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="454" />
        <source>%1 was not started: the environment variable XIANGQI_STUDIO_ENGINE is “%3”, which it does not take (it takes %2)</source>
        <translation>%1 未啟動：環境變量 XIANGQI_STUDIO_ENGINE 的值「%3」無效（可用的值：%2）</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="462" />
        <source>The engine</source>
        <translation>引擎</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="465" />
        <source>%1 ended during its search</source>
        <translation>%1 在搜尋中退出</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="465" />
        <source>%1 ended</source>
        <translation>%1 已退出</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="467" />
        <source> (exit status %2)</source>
        <translation>（結束代碼 %2）</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="485" />
        <source>The engine searches with its slower pure-Python core</source>
        <translation>引擎正在使用較慢的純 Python 核心搜尋</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="488" />
        <source>%1, as the environment variable XIANGQI_STUDIO_ENGINE=%2 asks.</source>
        <translation>%1，這是環境變量 XIANGQI_STUDIO_ENGINE=%2 的要求。</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="489" />
        <source>%1: numba is not installed.</source>
        <translation>%1：未安裝 numba。</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="490" />
        <source>%1: its fast core could not be compiled (%2).</source>
        <translation>%1：無法編譯快速核心（%2）。</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="491" />
        <source>%1: the environment variable XIANGQI_STUDIO_ENGINE is “%2”, which it does not take.</source>
        <translation>%1：環境變量 XIANGQI_STUDIO_ENGINE 的值「%2」無效。</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="493" />
        <source>%1.</source>
        <translation>%1。</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="496" />
        <source>The engine searches with its fast compiled core.</source>
        <translation>引擎正在使用已編譯的快速核心搜尋。</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="497" />
        <source>Preparing the engine's fast core: loading it (about a second)…</source>
        <translation>正在準備引擎的快速核心：正在載入（約一秒）…</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="498" />
        <source>Preparing the engine's fast core: it is being compiled in the background (about a minute, once); the engine searches more slowly until it is ready.</source>
        <translation>正在準備引擎的快速核心：正在背景編譯（約一分鐘，只需一次）；在此之前引擎搜尋較慢。</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="500" />
        <source>The engine's fast core is not compiled yet: the engine compiles it in the background the first time it starts (about a minute, once) and searches more slowly until then.</source>
        <translation>引擎的快速核心尚未編譯：引擎首次啟動時會在背景編譯（約一分鐘，只需一次），在此之前搜尋較慢。</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="509" />
        <source>as XIANGQI_STUDIO_ENGINE asks</source>
        <translation>按 XIANGQI_STUDIO_ENGINE 的要求</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="510" />
        <source>numba is not installed</source>
        <translation>未安裝 numba</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="511" />
        <source>its fast core could not be compiled</source>
        <translation>無法編譯快速核心</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="512" />
        <source>XIANGQI_STUDIO_ENGINE is wrong</source>
        <translation>XIANGQI_STUDIO_ENGINE 的值無效</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="513" />
        <source>Slower pure-Python core: %1.</source>
        <translation>較慢的純 Python 核心：%1。</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="515" />
        <source>Fast compiled core.</source>
        <translation>已編譯的快速核心。</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="516" />
        <source>Preparing the engine's fast core: slower until it is ready.</source>
        <translation>正在準備引擎的快速核心：在此之前搜尋較慢。</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="522" />
        <source>Its cache folder cannot be written, so the compiled core is kept in %1.</source>
        <translation>其快取資料夾無法寫入，已編譯的核心儲存在 %1。</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="523" />
        <source>No cache folder can be written (%1): the fast core is compiled again at every start.</source>
        <translation>沒有可寫入的快取資料夾（%1）：每次啟動都要重新編譯快速核心。</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="525" />
        <source>%1 damaged entries of its cache were removed and are being compiled again.</source>
        <translation>已刪除快取中 %1 個損壞的條目，正在重新編譯。</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="533" />
        <source>true or false</source>
        <translation> true 或 false</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="536" />
        <source>a whole number</source>
        <translation>整數</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="537" />
        <source>a whole number from %1 to %2</source>
        <translation> %1 到 %2 的整數</translation>
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
        <translation>電腦（%1）在必敗局面認輸</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="550" />
        <source>%1 gave no move, though %2 has legal moves. You play %2 from here.</source>
        <translation>%1 沒有給出著法，但%2有合法著法。從現在起由你來走%2。</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="551" />
        <source>The computer</source>
        <translation>電腦</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="556" />
        <source>Draw odds: the draw counts as a win for %1</source>
        <translation>讓先：和棋算%1勝</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="575" />
        <source>Player</source>
        <translation>棋手</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="576" />
        <source>ECCO code</source>
        <translation>ECCO 編號</translation>
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
        <translation>每頁數量</translation>
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
        <translation>「%1」的文字太長（最多 %2 個字元）</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="588" />
        <source>The text for %1 holds characters that cannot be stored</source>
        <translation>「%1」的文字含有無法儲存的字元</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="589" />
        <source>The number for %1 is out of range</source>
        <translation>「%1」的數值超出範圍</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="590" />
        <source>%1 is not a date: write YYYY, YYYY-MM or YYYY-MM-DD</source>
        <translation>「%1」不是日期：請寫成 年、年-月 或 年-月-日</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="591" />
        <source>The library cannot sort by that column</source>
        <translation>棋譜庫不能按此列排序</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="592" />
        <source>The start position (FEN) is part of the game and cannot be edited</source>
        <translation>起始局面（FEN）是對局的一部分，不能修改</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="593" />
        <source>%1 is not an ECCO code or range: write C84, C7 or C70-C79</source>
        <translation>「%1」不是 ECCO 編碼或編碼範圍：請寫成 C84、C7 或 C70-C79</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="595" />
        <location filename="../../app/view/texts.py" line="596" />
        <source>The value for %1 was refused</source>
        <translation>「%1」的值被拒絕</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="603" />
        <source>a named pipe</source>
        <translation>FIFO 檔案</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="603" />
        <source>a device</source>
        <translation>裝置</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="603" />
        <source>a disk device</source>
        <translation>磁碟裝置</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="604" />
        <source>a socket</source>
        <translation>網路介面檔案</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="604" />
        <source>a folder</source>
        <translation>資料夾</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="605" />
        <source>not a regular file (%1)</source>
        <translation>不是普通檔案（%1）</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="605" />
        <source>a special file</source>
        <translation>其他類型的檔案</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="607" />
        <source>a loop of symbolic links</source>
        <translation>符號連結循環指向，無法到達檔案</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="609" />
        <source>no such file (a link to nothing?)</source>
        <translation>檔案不存在（連結指向的檔案已不在？）</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="611" />
        <source>%1, more than the %2 a file may have</source>
        <translation>%1，超過單個檔案的上限 %2</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="613" />
        <source>cannot be read: %1</source>
        <translation>無法讀取：%1</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="623" />
        <source>%1 was skipped: %2</source>
        <translation>已跳過 %1：%2</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="625" />
        <source>The library file “%1” was written by a newer version of the program (library version %2; this one reads up to %3)</source>
        <translation>棋譜庫檔案「%1」由更新版本的程式寫入（棋譜庫版本 %2；本程式最多能讀版本 %3）</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="628" />
        <source>Game %1 is no longer in the library</source>
        <translation>第 %1 局已不在棋譜庫中</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="630" />
        <source>The library file “%1” cannot be opened: %2</source>
        <translation>無法開啟棋譜庫檔案「%1」：%2</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="631" />
        <source>“%1” is not a game library (%2)</source>
        <translation>「%1」不是棋譜庫（%2）</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="632" />
        <source>The library file “%1” is damaged (%2)</source>
        <translation>棋譜庫檔案「%1」已損壞（%2）</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="633" />
        <source>The library file “%1” is read-only: you can search and open games, but not import, edit or delete them</source>
        <translation>棋譜庫檔案「%1」是唯讀的：可以搜尋和開啟對局，但不能匯入、修改或刪除</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="635" />
        <source>The disk is full: the library could not be written. Nothing stored before was lost; free some space and try again</source>
        <translation>磁碟已滿：無法寫入棋譜庫。之前儲存的內容沒有丟失；請釋放一些空間後重試</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="637" />
        <source>The disk reported an error while the library was used (%2)</source>
        <translation>使用棋譜庫時磁碟報告錯誤（%2）</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="638" />
        <source>The library file “%1” is in use by another program; try again in a moment</source>
        <translation>棋譜庫檔案「%1」正被其他程式使用；請稍後重試</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="639" />
        <source>There was not enough memory for this library operation</source>
        <translation>記憶體太少，無法完成這項棋譜庫功能</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="640" />
        <source>The import stopped: its reader processes failed (%2)</source>
        <translation>匯入已停止：讀取行程失敗（%2）</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="641" />
        <source>The games could not be written to “%1”: %2</source>
        <translation>無法將對局寫入「%1」：%2</translation>
    </message>
    <message>
        <location filename="../../app/view/texts.py" line="643" />
        <source>Unexpected library error (%2)</source>
        <translation>意外的棋譜庫錯誤（%2）</translation>
    </message>
    </context>
<context><name>dialogs</name><message>
        <location filename="../../app/view/access_texts.py" line="43" />
        <location filename="../../app/view/dialogs.py" line="197" />
        <source>Board</source>
        <translation>棋盤</translation>
    </message>
    <message>
        <location filename="../../app/view/dialogs.py" line="85" />
        <source>Play on from here? The %1 later moves will be dropped.</source>
        <translation>從這裡繼續？之後的 %1 步將被刪除。</translation>
    </message>
    <message>
        <location filename="../../app/view/dialogs.py" line="87" />
        <source>The last session did not end cleanly. Restore its game (%1 moves)?</source>
        <translation>上次程式未正常退出。恢復那局棋（%1 步）嗎？</translation>
    </message>
    <message>
        <location filename="../../app/view/dialogs.py" line="90" />
        <source>Unsaved study edits from the last session were kept (%1 files). Reopen them?</source>
        <translation>上次未儲存的棋譜修改已保留（%1 個檔案）。要重新開啟嗎？</translation>
    </message>
    <message>
        <location filename="../../app/view/dialogs.py" line="93" />
        <source>Resign this game as %1?</source>
        <translation>%1認輸嗎？</translation>
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
        <translation>&lt;b&gt;儲存你下的這盤棋嗎？&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../../app/view/dialogs.py" line="135" />
        <source>It has not been saved. If you discard it, it cannot be restored.</source>
        <translation>這盤棋還沒有儲存。放棄後將無法恢復。</translation>
    </message>
    <message>
        <location filename="../../app/view/dialogs.py" line="151" />
        <source>Save game</source>
        <translation>儲存對局</translation>
    </message>
    <message>
        <location filename="../../app/view/dialogs.py" line="151" />
        <source>PGN games (*.pgn)</source>
        <translation>PGN 棋譜 (*.pgn)</translation>
    </message>
    <message>
        <location filename="../../app/view/dialogs.py" line="159" />
        <source>Settings</source>
        <translation>設定</translation>
    </message>
    <message>
        <location filename="../../app/view/dialogs.py" line="166" />
        <source>Chinese</source>
        <translation>中文</translation>
    </message>
    <message>
        <location filename="../../app/view/dialogs.py" line="177" />
        <source>Chinese characters</source>
        <translation>漢字棋子</translation>
    </message>
    <message>
        <location filename="../../app/view/dialogs.py" line="178" />
        <source>International symbols</source>
        <translation>國際符號棋子</translation>
    </message>
    <message>
        <location filename="../../app/view/dialogs.py" line="179" />
        <source>High contrast (shape and outline)</source>
        <translation>高對比（形狀和輪廓）</translation>
    </message>
    <message>
        <location filename="../../app/view/dialogs.py" line="182" />
        <source>Wood</source>
        <translation>木紋</translation>
    </message>
    <message>
        <location filename="../../app/view/dialogs.py" line="182" />
        <source>Plain light</source>
        <translation>淺色</translation>
    </message>
    <message>
        <location filename="../../app/view/dialogs.py" line="182" />
        <source>Dark</source>
        <translation>深色</translation>
    </message>
    <message>
        <location filename="../../app/view/dialogs.py" line="191" />
        <source>Rules for new games</source>
        <translation>新對局的規則</translation>
    </message>
    <message>
        <location filename="../../app/view/dialogs.py" line="192" />
        <source>Enforce touch-move</source>
        <translation>執行摸子走子</translation>
    </message>
    <message>
        <location filename="../../app/view/dialogs.py" line="193" />
        <location filename="../../app/view/tournament_texts.py" line="43" />
        <source>Move notation</source>
        <translation>記譜方式</translation>
    </message>
    <message>
        <location filename="../../app/view/dialogs.py" line="194" />
        <source>Traditional characters in notation</source>
        <translation>記譜用繁體字</translation>
    </message>
    <message>
        <location filename="../../app/view/dialogs.py" line="195" />
        <source>Language</source>
        <translation>語言</translation>
    </message>
    <message>
        <location filename="../../app/view/dialogs.py" line="196" />
        <source>Pieces</source>
        <translation>棋子</translation>
    </message>
    <message>
        <location filename="../../app/view/dialogs.py" line="198" />
        <source>Preview</source>
        <translation>預覽</translation>
    </message>
    <message>
        <location filename="../../app/view/dialogs.py" line="199" />
        <source>Move sounds</source>
        <translation>走子聲音</translation>
    </message>
    <message>
        <location filename="../../app/view/dialogs.py" line="200" />
        <source>Speak moves aloud</source>
        <translation>語音讀出著法</translation>
    </message>
    <message>
        <location filename="../../app/view/dialogs.py" line="201" />
        <source>Computer time per move</source>
        <translation>電腦每步用時</translation>
    </message>
    <message>
        <location filename="../../app/view/dialogs.py" line="203" />
        <source>Computer moves no faster than</source>
        <translation>電腦每步最短用時</translation>
    </message>
    <message>
        <location filename="../../app/view/dialogs.py" line="206" />
        <source>Computer resigns hopeless positions</source>
        <translation>電腦在必敗局面認輸</translation>
    </message>
    <message>
        <location filename="../../app/view/dialogs.py" line="209" />
        <source>Computer opens from an opening book</source>
        <translation>電腦按開局庫開局</translation>
    </message>
    <message>
        <location filename="../../app/view/dialogs.py" line="213" />
        <source>Opening book</source>
        <translation>開局庫</translation>
    </message>
    <message>
        <location filename="../../app/view/dialogs.py" line="216" />
        <source>Clock times in the move list</source>
        <translation>在著法列表中顯示用時</translation>
    </message>
    <message>
        <location filename="../../app/view/dialogs.py" line="219" />
        <source>Arrows for every analysis line, by quality</source>
        <translation>多變例箭頭按優劣顯示深淺</translation>
    </message>
    <message>
        <location filename="../../app/view/dialogs.py" line="257" />
        <source>Games file…</source>
        <translation>棋譜檔案…</translation>
    </message>
    <message>
        <location filename="../../app/view/dialogs.py" line="259" />
        <source>Master games</source>
        <translation>大師對局</translation>
    </message>
    <message>
        <location filename="../../app/view/dialogs.py" line="268" />
        <source>Master games (built in)</source>
        <translation>大師對局（內建）</translation>
    </message>
    <message>
        <location filename="../../app/view/dialogs.py" line="272" />
        <source>Games for the opening book</source>
        <translation>用於開局庫的棋譜</translation>
    </message>
    <message>
        <location filename="../../app/view/dialogs.py" line="273" />
        <location filename="../../app/view/review_games_dialog.py" line="186" />
        <location filename="../../app/view/review_games_dialog.py" line="192" />
        <source>Game files (*.pgn *.xqf *.cbl *.cbr *.txt);;All files (*)</source>
        <translation>棋譜檔案 (*.pgn *.xqf *.cbl *.cbr *.txt);;所有檔案 (*)</translation>
    </message>
    <message>
        <location filename="../../app/view/dialogs.py" line="283" />
        <source>two players</source>
        <translation>雙人對弈</translation>
    </message>
    <message>
        <location filename="../../app/view/dialogs.py" line="285" />
        <source>computer against computer</source>
        <translation>電腦對電腦</translation>
    </message>
    <message>
        <location filename="../../app/view/dialogs.py" line="287" />
        <source>against the computer (%1)</source>
        <translation>對電腦（%1）</translation>
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
        <translation>計時</translation>
    </message>
    <message>
        <location filename="../../app/view/dialogs.py" line="292" />
        <source>autosaved %1</source>
        <translation>自動儲存於 %1</translation>
    </message>
    <message>
        <location filename="../../app/view/dialogs.py" line="305" />
        <source>Sessions that did not end cleanly left %1 games unsaved. Choose the game to play on; the others are offered again at the next start.</source>
        <translation>未正常結束的程式留下了 %1 局未儲存的對局。請選擇要繼續的一局；其餘對局下次啟動時會再問。</translation>
    </message>
    <message>
        <location filename="../../app/view/dialogs.py" line="315" />
        <source>Restore</source>
        <translation>恢復</translation>
    </message>
    <message>
        <location filename="../../app/view/dialogs.py" line="316" />
        <source>Later</source>
        <translation>以後再說</translation>
    </message>
    <message>
        <location filename="../../app/view/dialogs.py" line="317" />
        <source>Discard all</source>
        <translation>全部丟棄</translation>
    </message>
    <message>
        <location filename="../../app/view/dialogs.py" line="335" />
        <source>Autosave not restored</source>
        <translation>自動儲存未能恢復</translation>
    </message>
    <message>
        <location filename="../../app/view/dialogs.py" line="341" />
        <source>Work autosaved in the last session could not be restored in full. Nothing was deleted:</source>
        <translation>上次自動儲存的內容未能完整恢復。沒有刪除任何檔案：</translation>
    </message>
    <message>
        <location filename="../../app/view/dialogs.py" line="344" />
        <source>%1 could not be read; it was left where it is.</source>
        <translation>無法讀取 %1；檔案保留在原處。</translation>
    </message>
    <message>
        <location filename="../../app/view/dialogs.py" line="346" />
        <source>%1 was restored only in part; the whole file was kept as %2.</source>
        <translation>%1 只恢復了一部分；完整檔案已保留為 %2。</translation>
    </message>
    <message>
        <location filename="../../app/view/dialogs.py" line="348" />
        <source>%1 could not be read; it was kept as %2.</source>
        <translation>無法讀取 %1；檔案已保留為 %2。</translation>
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
        <translation>紅方</translation>
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
        <translation>不計時</translation>
    </message>
    <message>
        <location filename="../../app/view/new_game_dialog.py" line="50" />
        <source>10 min, then 30 s a move (byo-yomi)</source>
        <translation>10 分鐘，之後每步 30 秒（讀秒）</translation>
    </message>
    <message>
        <location filename="../../app/view/new_game_dialog.py" line="52" />
        <source>40 moves in 90 min, +30 s</source>
        <translation>90 分鐘走 40 步，每步加 30 秒</translation>
    </message>
    <message>
        <location filename="../../app/view/new_game_dialog.py" line="54" />
        <source>5 s a move</source>
        <translation>每步 5 秒</translation>
    </message>
    <message>
        <location filename="../../app/view/new_game_dialog.py" line="57" />
        <source>%1 min + %2 s a move</source>
        <translation>%1 分鐘，每步加 %2 秒</translation>
    </message>
    <message>
        <location filename="../../app/view/new_game_dialog.py" line="58" />
        <source>%1 min</source>
        <translation>%1 分鐘</translation>
    </message>
    <message>
        <location filename="../../app/view/new_game_dialog.py" line="74" />
        <source>%1 (rating about %2)</source>
        <translation>%1（等級分約 %2）</translation>
    </message>
    <message>
        <location filename="../../app/view/new_game_dialog.py" line="75" />
        <source>%1 (rating %2 ± %3)</source>
        <translation>%1（等級分 %2 ± %3）</translation>
    </message>
    <message>
        <location filename="../../app/view/new_game_dialog.py" line="82" />
        <source>Too long: a time control may last at most a year (%1)</source>
        <translation>太長：用時規則最長為一年（%1）</translation>
    </message>
    <message>
        <location filename="../../app/view/new_game_dialog.py" line="84" />
        <source>Moves a period must be from 1 to %1 (%2)</source>
        <translation>每個週期的步數必須在 1 到 %1 之間（%2）</translation>
    </message>
    <message>
        <location filename="../../app/view/new_game_dialog.py" line="85" />
        <source>Not a time control: %1 (try 20+10, 60, 10|30s, 40/90+30, 5s/move)</source>
        <translation>不是有效的用時：%1（例如 20+10、60、10|30s、40/90+30、5s/move）</translation>
    </message>
    <message>
        <location filename="../../app/view/new_game_dialog.py" line="96" />
        <source>Custom…</source>
        <translation>自定義…</translation>
    </message>
    <message>
        <location filename="../../app/view/new_game_dialog.py" line="140" />
        <source>New game</source>
        <translation>新對局</translation>
    </message>
    <message>
        <location filename="../../app/view/new_game_dialog.py" line="140" />
        <source>Play from this position</source>
        <translation>從此局面開始對局</translation>
    </message>
    <message>
        <location filename="../../app/view/new_game_dialog.py" line="154" />
        <location filename="../../app/view/new_game_dialog.py" line="160" />
        <source>Built-in AI</source>
        <translation>內建引擎</translation>
    </message>
    <message>
        <location filename="../../app/view/new_game_dialog.py" line="159" />
        <source>The same</source>
        <translation>相同</translation>
    </message>
    <message>
        <location filename="../../app/view/new_game_dialog.py" line="174" />
        <source>Different time for Black (time odds)</source>
        <translation>黑方用時不同（讓時）</translation>
    </message>
    <message>
        <location filename="../../app/view/new_game_dialog.py" line="189" />
        <source>Red gives the handicap</source>
        <translation>紅方讓子</translation>
    </message>
    <message>
        <location filename="../../app/view/new_game_dialog.py" line="190" />
        <source>Black gives the handicap</source>
        <translation>黑方讓子</translation>
    </message>
    <message>
        <location filename="../../app/view/new_game_dialog.py" line="195" />
        <source>Enforce touch-move (Asian Rules)</source>
        <translation>執行摸子走子（亞洲規則）</translation>
    </message>
    <message>
        <location filename="../../app/view/new_game_dialog.py" line="202" />
        <location filename="../../app/view/tournament_texts.py" line="40" />
        <source>Rules</source>
        <translation>規則</translation>
    </message>
    <message>
        <location filename="../../app/view/new_game_dialog.py" line="203" />
        <source>Opponent</source>
        <translation>對手</translation>
    </message>
    <message>
        <location filename="../../app/view/new_game_dialog.py" line="204" />
        <source>Red's name</source>
        <translation>紅方棋手</translation>
    </message>
    <message>
        <location filename="../../app/view/new_game_dialog.py" line="205" />
        <source>Black's name</source>
        <translation>黑方棋手</translation>
    </message>
    <message>
        <location filename="../../app/view/new_game_dialog.py" line="206" />
        <source>Computer</source>
        <translation>電腦</translation>
    </message>
    <message>
        <location filename="../../app/view/new_game_dialog.py" line="207" />
        <source>Computer level</source>
        <translation>電腦等級</translation>
    </message>
    <message>
        <location filename="../../app/view/new_game_dialog.py" line="208" />
        <source>Black's computer</source>
        <translation>黑方電腦</translation>
    </message>
    <message>
        <location filename="../../app/view/new_game_dialog.py" line="209" />
        <source>Black's level</source>
        <translation>黑方電腦等級</translation>
    </message>
    <message>
        <location filename="../../app/view/new_game_dialog.py" line="224" />
        <location filename="../../app/view/tournament_texts.py" line="40" />
        <source>Time control</source>
        <translation>用時</translation>
    </message>
    <message>
        <location filename="../../app/view/new_game_dialog.py" line="226" />
        <source>Black's time</source>
        <translation>黑方用時</translation>
    </message>
    <message>
        <location filename="../../app/view/new_game_dialog.py" line="228" />
        <source>Handicap</source>
        <translation>讓子</translation>
    </message>
    <message><source>CXQ rules</source><translation>CXQ 規則</translation></message><message><source>Asian Rules</source><translation>亞洲規則</translation></message><message><source>Casual (mate and repetition only)</source><translation>休閒（只判將死與重複）</translation></message><message><source>Novice</source><translation>入門</translation></message><message><source>Beginner</source><translation>初學</translation></message><message><source>Casual</source><translation>休閒</translation></message><message><source>Intermediate</source><translation>業餘</translation></message><message><source>Strong</source><translation>高手</translation></message><message><source>Master</source><translation>大師</translation></message><message><source>No handicap</source><translation>不讓子</translation></message><message><source>One horse (left)</source><translation>讓左馬</translation></message><message><source>One horse (right)</source><translation>讓右馬</translation></message><message><source>Two horses</source><translation>讓雙馬</translation></message><message><source>One cannon</source><translation>讓單炮</translation></message><message><source>One rook (left)</source><translation>讓左車</translation></message><message><source>One rook (right)</source><translation>讓右車</translation></message><message><source>Rook and horse</source><translation>讓車馬</translation></message><message><source>Rook and two horses</source><translation>讓車雙馬</translation></message><message><source>Two rooks</source><translation>讓雙車</translation></message><message><source>Nine pieces</source><translation>讓九子</translation></message><message><source>Draw odds (a draw wins for the receiver)</source><translation>讓先（和棋算受讓方勝）</translation></message><message><source>Two players at this computer</source><translation>雙人對弈</translation></message><message><source>Play Red against the computer</source><translation>執紅對電腦</translation></message><message><source>Play Black against the computer</source><translation>執黑對電腦</translation></message><message><source>Computer against computer</source><translation>電腦對電腦</translation></message></context><context><name>export</name><message>
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
        <translation>賽事</translation>
    </message>
    <message>
        <location filename="../../app/view/export_texts.py" line="19" />
        <source>Site</source>
        <translation>地點</translation>
    </message>
    <message>
        <location filename="../../app/view/export_texts.py" line="19" />
        <source>Date</source>
        <translation>日期</translation>
    </message>
    <message>
        <location filename="../../app/view/export_texts.py" line="19" />
        <source>Round</source>
        <translation>輪次</translation>
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
        <translation>紅方</translation>
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
        <translation>結果</translation>
    </message>
    <message>
        <location filename="../../app/view/export_texts.py" line="20" />
        <location filename="../../app/view/texts.py" line="576" />
        <location filename="../../app/view/training_summary.py" line="36" />
        <source>Opening</source>
        <translation>開局</translation>
    </message>
    <message>
        <location filename="../../app/view/export_texts.py" line="31" />
        <source>Red wins</source>
        <translation>紅勝</translation>
    </message>
    <message>
        <location filename="../../app/view/export_texts.py" line="31" />
        <source>Black wins</source>
        <translation>黑勝</translation>
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
        <translation>第 %1 頁，共 %2 頁</translation>
    </message>
    <message>
        <location filename="../../app/view/export_texts.py" line="47" />
        <source>After %1</source>
        <translation>%1 之後</translation>
    </message>
    <message>
        <location filename="../../app/view/export_texts.py" line="52" />
        <source>Red to move</source>
        <translation>紅方行棋</translation>
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
        <translation>最後局面</translation>
    </message>
    <message>
        <location filename="../../app/view/export_texts.py" line="72" />
        <source>Xiangqi diagram</source>
        <translation>象棋局面圖</translation>
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
        <translation>記譜方式</translation>
    </message>
    <message>
        <location filename="../../app/view/new_game_dialog.py" line="202" />
        <location filename="../../app/view/tournament_texts.py" line="40" />
        <source>Rules</source>
        <translation>規則</translation>
    </message>
    <message>
        <location filename="../../app/view/new_game_dialog.py" line="224" />
        <location filename="../../app/view/tournament_texts.py" line="40" />
        <source>Time control</source>
        <translation>用時</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_texts.py" line="39" />
        <source>Participants</source>
        <translation>參賽引擎</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_texts.py" line="39" />
        <source>Format</source>
        <translation>賽制</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_texts.py" line="39" />
        <source>Games per pairing</source>
        <translation>每對局數</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_texts.py" line="40" />
        <source>Openings</source>
        <translation>開局</translation>
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
        <translation>同時對局數</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_texts.py" line="42" />
        <source>PGN file</source>
        <translation>PGN 檔案</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_texts.py" line="42" />
        <source>Time margin</source>
        <translation>用時餘量</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_texts.py" line="42" />
        <source>Plies of each line</source>
        <translation>每個開局的步數</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_texts.py" line="43" />
        <source>Resume</source>
        <translation>繼續比賽</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_texts.py" line="48" />
        <source>the protocol</source>
        <translation>協定</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_texts.py" line="48" />
        <source>the timeout</source>
        <translation>應答時限</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_texts.py" line="48" />
        <source>the depth</source>
        <translation>深度</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_texts.py" line="49" />
        <source>the node count</source>
        <translation>節點數</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_texts.py" line="53" />
        <source>the timeout “%1” must be more than 0 and at most %3 seconds</source>
        <translation>應答時限「%1」必須大於 0 秒、不超過 %3 秒</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_texts.py" line="54" />
        <source>“%1”: the depth must be from %2 to %3</source>
        <translation>「%1」：深度必須在 %2 到 %3 之間</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_texts.py" line="55" />
        <source>“%1”: the node count must be from %2 to %3</source>
        <translation>「%1」：節點數必須在 %2 到 %3 之間</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_texts.py" line="56" />
        <source>%1 ms is out of range: from %2 to %3 ms</source>
        <translation>%1 ms 超出範圍：應在 %2 到 %3 ms 之間</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_texts.py" line="57" />
        <source>%1 is out of range: from %2 to %3</source>
        <translation>%1 超出範圍：應在 %2 到 %3 之間</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_texts.py" line="63" />
        <source>“%1”: a time control may last at most a year</source>
        <translation>「%1」：用時規則最長為一年</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_texts.py" line="65" />
        <source>“%1”: moves a period must be from 1 to %2</source>
        <translation>「%1」：每個週期的步數必須在 1 到 %2 之間</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_texts.py" line="66" />
        <source>“%1” is not a time control: try 3+2, 40/5, 10|30s, movetime=100ms, depth=8 or nodes=100000</source>
        <translation>「%1」不是用時設定：可以寫 3+2、40/5、10|30s、movetime=100ms、depth=8 或 nodes=100000</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_texts.py" line="72" />
        <source>“%1” is no rule: use resign=CP/MOVES, draw=CP/MOVES[/FROM] or maxmoves=N</source>
        <translation>「%1」不是裁定規則：請寫 resign=分/步數、draw=分/步數[/起算回合] 或 maxmoves=步數</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_texts.py" line="74" />
        <source>“%1” is no setting of the SPRT: use elo0=E, elo1=E, alpha=A or beta=B</source>
        <translation>「%1」不是 SPRT 的設定：請寫 elo0=E、elo1=E、alpha=A 或 beta=B</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_texts.py" line="75" />
        <source>“%1” is not understood</source>
        <translation>無法理解「%1」</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_texts.py" line="82" />
        <source>there is no such file</source>
        <translation>沒有這個檔案</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_texts.py" line="83" />
        <source>it is not a file (%1)</source>
        <translation>它不是檔案（%1）</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_texts.py" line="84" />
        <source>it cannot be read (%1)</source>
        <translation>無法讀取（%1）</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_texts.py" line="85" />
        <source>it is not a network file</source>
        <translation>它不是神經網路檔案</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_texts.py" line="86" />
        <source>it is a network this version of the program does not read (%1)</source>
        <translation>本版程式讀不了這種神經網路（%1）</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_texts.py" line="87" />
        <source>it is damaged (%1)</source>
        <translation>檔案已損壞（%1）</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_texts.py" line="97" />
        <source>%1: the network file “%2” cannot be used on the worker %4: %3; the engine would play with its hand-written evaluation</source>
        <translation>%1：工作行程 %4 上無法使用神經網路檔案「%2」：%3；引擎將只用手寫的局面評估下棋</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_texts.py" line="99" />
        <source>%1: the network file “%2” cannot be used: %3; the engine would play with its hand-written evaluation</source>
        <translation>%1：無法使用神經網路檔案「%2」：%3；引擎將只用手寫的局面評估下棋</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_texts.py" line="108" />
        <source>%1 “%2”: choose one of %3</source>
        <translation>%1「%2」無效：請從 %3 中選擇</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_texts.py" line="108" />
        <source>“%2”: choose one of %3</source>
        <translation>「%2」無效：請從 %3 中選擇</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_texts.py" line="111" />
        <source>no engine in “%1”</source>
        <translation>「%1」中沒有引擎</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_texts.py" line="112" />
        <source>“%1” in “%2” is not a setting of the form key=value</source>
        <translation>「%2」中的「%1」不是 鍵=值 形式的設定</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_texts.py" line="113" />
        <source>%6 “%1” is not a number</source>
        <translation>%6「%1」不是數字</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_texts.py" line="114" />
        <source>“%1”: a time a move must be from 1 ms to an hour</source>
        <translation>「%1」：每步用時必須在 1 ms 到 1 小時之間</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_texts.py" line="115" />
        <source>the engines need a limit: a clock, a time a move (movetime=100ms), a depth (depth=8) or a node count (nodes=100000)</source>
        <translation>引擎需要限制：棋鐘、每步用時（movetime=100ms）、深度（depth=8）或節點數（nodes=100000）</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_texts.py" line="117" />
        <source>“%1”: whole numbers are expected</source>
        <translation>「%1」：應為整數</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_texts.py" line="118" />
        <source>“%1”: the rule needs at least one move</source>
        <translation>「%1」：規則至少需要一步</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_texts.py" line="119" />
        <source>elo1 must be above elo0</source>
        <translation>elo1 必須大於 elo0</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_texts.py" line="120" />
        <source>alpha and beta must lie between 0 and 0.5</source>
        <translation>alpha 和 beta 必須在 0 到 0.5 之間</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_texts.py" line="121" />
        <source>a tournament needs at least two</source>
        <translation>比賽至少需要兩個</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_texts.py" line="122" />
        <source>%4 games in all (%5 pairings of %1 games): at most %3</source>
        <translation>共 %4 局（%5 對，每對 %1 局）：最多 %3 局</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_texts.py" line="123" />
        <source>the SPRT is for a match of two engines</source>
        <translation>SPRT 只用於兩個引擎的對決</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_texts.py" line="124" />
        <source>choose a file to write the games to</source>
        <translation>請選擇儲存對局的檔案</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_texts.py" line="125" />
        <source>give the PGN file of the tournament to resume</source>
        <translation>請給出要繼續的比賽的 PGN 檔案</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_texts.py" line="126" />
        <source>the set-up differs from that of the tournament saved with “%1”</source>
        <translation>設定與「%1」儲存的比賽不同</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_texts.py" line="128" />
        <source>“%1” cannot be used</source>
        <translation>無法使用「%1」</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_texts.py" line="141" />
        <source>the line %1 cannot be played: %2</source>
        <translation>開局 %1 無法走出：%2</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_texts.py" line="145" />
        <source>the game is over at the end of the line %1</source>
        <translation>開局 %1 走完時對局已經結束</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_texts.py" line="146" />
        <source>“%2” is neither a file, the book nor an ECCO code range</source>
        <translation>「%2」既不是檔案，也不是開局庫或 ECCO 編號範圍</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_texts.py" line="147" />
        <source>“%3” cannot be read (%4)</source>
        <translation>無法讀取「%3」（%4）</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_texts.py" line="148" />
        <source>“%3” is not a game file that can be read (%4)</source>
        <translation>「%3」不是可以讀取的棋譜檔案（%4）</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_texts.py" line="149" />
        <source>“%2” in “%3” is not an EPD position</source>
        <translation>「%3」中的「%2」不是 EPD 局面</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_texts.py" line="150" />
        <source>the opening book that comes with the program is missing or damaged</source>
        <translation>程式自帶的開局庫缺失或已損壞</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_texts.py" line="151" />
        <source>the opening book gave no line</source>
        <translation>開局庫沒有給出任何開局</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_texts.py" line="152" />
        <source>“%2” holds no ECCO code: write C84, C7 or C70-C79</source>
        <translation>「%2」中沒有 ECCO 編號：請寫成 C84、C7 或 C70-C79</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_texts.py" line="153" />
        <source>the opening book reaches none of the codes %2</source>
        <translation>開局庫中沒有 %2 中任何編號的開局</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_texts.py" line="155" />
        <source>“%2” cannot be used</source>
        <translation>無法使用「%2」</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_texts.py" line="163" />
        <source>“%1” does not end with game %2 as the tournament wrote it</source>
        <translation>「%1」的最後不是比賽寫入的第 %2 局</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_texts.py" line="164" />
        <source>“%1” is shorter than the state file says (%3 bytes, not %4)</source>
        <translation>「%1」比進度檔案記錄的短（%3 位元組，而不是 %4 位元組）</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_texts.py" line="165" />
        <source>the first %4 bytes of “%1” do not hold the tournament's %2 games</source>
        <translation>「%1」的前 %4 位元組中沒有比賽的 %2 局對局</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_texts.py" line="166" />
        <source>“%1” holds %3 bytes after the tournament's games that are none of its games</source>
        <translation>「%1」在比賽的對局之後還有 %3 位元組，都不是比賽的對局</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_texts.py" line="168" />
        <location filename="../../app/view/tournament_texts.py" line="169" />
        <source>“%1” is not as the tournament left it</source>
        <translation>「%1」已不是比賽留下時的樣子</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_texts.py" line="178" />
        <source>The PGN file was changed after the tournament wrote it; it is kept as it is and nothing was played: %2</source>
        <translation>PGN 檔案在比賽寫入之後被改動過；檔案保持原樣，沒有下任何對局：%2</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_texts.py" line="181" />
        <source>The saved tournament's state file is damaged (%3): %2. Nothing was played or changed.</source>
        <translation>已儲存比賽的進度檔案已損壞（%3）：%2。沒有下任何對局，也沒有改動任何檔案。</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_texts.py" line="184" />
        <source>A tournament is saved with “%1” already: resume it, or choose another PGN file.</source>
        <translation>「%1」中已經儲存有比賽：請繼續這個比賽，或選擇另一個 PGN 檔案。</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_texts.py" line="185" />
        <source>The saved tournament cannot be resumed: its state file “%1” cannot be read (%2).</source>
        <translation>無法繼續已儲存的比賽：無法讀取它的進度檔案「%1」（%2）。</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_texts.py" line="187" />
        <source>The saved tournament cannot be resumed: “%1” is not a tournament's state file that this version can read.</source>
        <translation>無法繼續已儲存的比賽：「%1」不是本版本能讀取的比賽進度檔案。</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_texts.py" line="189" />
        <source>The tournament saved with “%1” is being played by another window or program; resume it once that has ended.</source>
        <translation>以「%1」儲存的比賽正由另一個視窗或程式進行；請等它結束後再繼續。</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_texts.py" line="192" />
        <source>The saved tournament cannot be resumed: %2</source>
        <translation>無法繼續已儲存的比賽：%2</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_texts.py" line="204" />
        <source>it is not an address (%1); write tcp://HOST:PORT</source>
        <translation>這不是位址（%1）；請寫成 tcp://主機:連接埠</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_texts.py" line="205" />
        <source>inproc:// is a scheduler inside one program only; write tcp://HOST:PORT</source>
        <translation>inproc:// 只能是同一程式內的排程器；請寫成 tcp://主機:連接埠</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_texts.py" line="206" />
        <source>it names no host; write %2://HOST:PORT</source>
        <translation>沒有給出主機；請寫成 %2://主機:連接埠</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_texts.py" line="207" />
        <source>port %3 is not from 1 to 65535</source>
        <translation>連接埠 %3 不在 1 到 65535 之間</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_texts.py" line="208" />
        <source>tls:// needs the certificates in dask's configuration (distributed.comm.tls)</source>
        <translation>tls:// 需要在 dask 的配置中給出憑證（distributed.comm.tls）</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_texts.py" line="210" />
        <source>there is no such host (%1)</source>
        <translation>沒有這個主機（%1）</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_texts.py" line="211" />
        <source>nothing listens there (the connection was refused)</source>
        <translation>那裡沒有程式接受連接（連接被拒絕）</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_texts.py" line="212" />
        <source>no answer came within %4 s</source>
        <translation>%4 秒內沒有應答</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_texts.py" line="213" />
        <source>it closed the connection without the greeting a dask scheduler sends</source>
        <translation>對方關閉了連接，沒有發出 dask 排程器的問候</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_texts.py" line="214" />
        <source>it closed the connection in the middle of its greeting</source>
        <translation>對方沒有發完問候就關閉了連接</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_texts.py" line="215" />
        <source>it answered %5, not as a dask scheduler does</source>
        <translation>對方的應答是 %5，不像 dask 排程器</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_texts.py" line="216" />
        <source>it is a web server (it answered %5)</source>
        <translation>對方是網站（應答為 %5）</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_texts.py" line="217" />
        <source>it accepted the connection but said nothing within %4 s</source>
        <translation>對方接受了連接，但 %4 秒內沒有發出任何資訊</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_texts.py" line="218" />
        <source>no dask greeting came within %4 s</source>
        <translation>%4 秒內沒有收到 dask 的問候</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_texts.py" line="229" />
        <source>An engine did not start: %2</source>
        <translation>引擎未能啟動：%2</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_texts.py" line="229" />
        <source>%1 engines did not start: %2</source>
        <translation>%1 個引擎未能啟動：%2</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_texts.py" line="232" />
        <source>Playing on a cluster needs dask.distributed (pip install '.[cluster]').</source>
        <translation>在叢集上對局需要 dask.distributed（pip install '.[cluster]'）。</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_texts.py" line="233" />
        <source>The scheduler's address “%1” cannot be used: %2.</source>
        <translation>無法使用排程器位址「%1」：%2。</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_texts.py" line="234" />
        <source>No dask scheduler answers at %1: %2.</source>
        <translation>%1 沒有 dask 排程器應答：%2。</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_texts.py" line="235" />
        <source>What answers at %1 is not a dask scheduler: %2.</source>
        <translation>%1 處應答的不是 dask 排程器：%2。</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_texts.py" line="236" />
        <source>The dask scheduler at %1 has no workers (none joined within %3 s): start some with “dask worker %1”.</source>
        <translation>%1 的 dask 排程器沒有工作行程（%3 秒內沒有加入）：請用「dask worker %1」啟動一些。</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_texts.py" line="238" />
        <source>The cluster's workers did not start the engines within %3 s.</source>
        <translation>叢集的工作行程在 %3 秒內沒有啟動引擎。</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_texts.py" line="239" />
        <source>Game %4 failed on the cluster: %5</source>
        <translation>第 %4 局在叢集上出錯：%5</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_texts.py" line="249" />
        <source>The tournament stopped with an error: %1</source>
        <translation>比賽因出錯而停止：%1</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_texts.py" line="258" />
        <source>The openings cannot be read: %1</source>
        <translation>無法讀取開局：%1</translation>
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
        <translation>開始</translation>
    </message>
    <message>
        <location filename="../../app/view/dialogs.py" line="273" />
        <location filename="../../app/view/review_games_dialog.py" line="186" />
        <location filename="../../app/view/review_games_dialog.py" line="192" />
        <source>Game files (*.pgn *.xqf *.cbl *.cbr *.txt);;All files (*)</source>
        <translation>棋譜檔案 (*.pgn *.xqf *.cbl *.cbr *.txt);;所有檔案 (*)</translation>
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
        <translation>開局</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="109" />
        <location filename="../../app/view/training_summary.py" line="43" />
        <source>King walked into a mating net</source>
        <translation>將帥走入殺網</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="110" />
        <location filename="../../app/view/training_summary.py" line="41" />
        <source>Won ending given away</source>
        <translation>殘局勝勢丟失</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="110" />
        <location filename="../../app/view/training_summary.py" line="42" />
        <source>Drawn ending lost</source>
        <translation>殘局和棋走輸</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="111" />
        <location filename="../../app/view/training_summary.py" line="43" />
        <source>Missed mate</source>
        <translation>錯過殺棋</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="111" />
        <location filename="../../app/view/training_summary.py" line="44" />
        <source>Piece left hanging</source>
        <translation>丟子（無保護）</translation>
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
        <translation>其他失誤</translation>
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
        <translation>已復盤 %1/%2 局</translation>
    </message>
    <message>
        <location filename="../../app/view/review_games_dialog.py" line="47" />
        <source>(%1 found reviewed before)</source>
        <translation>（其中 %1 局先前已復盤）</translation>
    </message>
    <message>
        <location filename="../../app/view/review_games_dialog.py" line="49" />
        <source>%1 failed</source>
        <translation>%1 局失敗</translation>
    </message>
    <message>
        <location filename="../../app/view/review_games_dialog.py" line="58" />
        <source>The review stopped: %1</source>
        <translation>復盤已停止：%1</translation>
    </message>
    <message>
        <location filename="../../app/view/review_games_dialog.py" line="63" />
        <source>The review stopped on an unexpected error: %1</source>
        <translation>復盤因意外錯誤而停止：%1</translation>
    </message>
    <message>
        <location filename="../../app/view/review_games_dialog.py" line="71" />
        <source>Games that could not be reviewed: %1 (%2); Resume tries them again.</source>
        <translation>未能復盤的棋局：%1 局（%2）；繼續復盤時會再試。</translation>
    </message>
    <message>
        <location filename="../../app/view/review_games_dialog.py" line="75" />
        <source>Damaged stored reviews, reviewed again: %1.</source>
        <translation>已損壞並已重新復盤的已存復盤：%1 個。</translation>
    </message>
    <message>
        <location filename="../../app/view/review_games_dialog.py" line="77" />
        <source>Engines started again after a crash: %1.</source>
        <translation>引擎崩潰後重新啟動：%1 次。</translation>
    </message>
    <message>
        <location filename="../../app/view/review_games_dialog.py" line="94" />
        <source>Review games</source>
        <translation>復盤多局</translation>
    </message>
    <message>
        <location filename="../../app/view/review_games_dialog.py" line="97" />
        <source>The games selected in the library (%1)</source>
        <translation>棋庫中選中的棋局（%1）</translation>
    </message>
    <message>
        <location filename="../../app/view/review_games_dialog.py" line="98" />
        <source>A games file</source>
        <translation>棋譜檔案</translation>
    </message>
    <message>
        <location filename="../../app/view/review_games_dialog.py" line="99" />
        <source>My games in the library: where I am a player</source>
        <translation>棋譜庫中我的對局：我參加的棋局</translation>
    </message>
    <message>
        <location filename="../../app/view/review_games_dialog.py" line="104" />
        <location filename="../../app/view/tablebase_texts.py" line="114" />
        <source>Choose…</source>
        <translation>選擇…</translation>
    </message>
    <message>
        <location filename="../../app/view/review_games_dialog.py" line="109" />
        <source>your name as in your games</source>
        <translation>你在棋譜中的名字</translation>
    </message>
    <message>
        <location filename="../../app/view/review_games_dialog.py" line="119" />
        <source> s a position</source>
        <translation> 秒/局面</translation>
    </message>
    <message>
        <location filename="../../app/view/review_games_dialog.py" line="124" />
        <source>The progress shows here once the review starts</source>
        <translation>復盤開始後，這裡顯示進度</translation>
    </message>
    <message>
        <location filename="../../app/view/review_games_dialog.py" line="130" />
        <source>Resume the last review</source>
        <translation>繼續上次的復盤</translation>
    </message>
    <message>
        <location filename="../../app/view/review_games_dialog.py" line="132" />
        <location filename="../../app/view/review_games_dialog.py" line="230" />
        <source>Pause</source>
        <translation>暫停</translation>
    </message>
    <message>
        <location filename="../../app/view/review_games_dialog.py" line="135" />
        <source>What to work on…</source>
        <translation>需要改進的地方…</translation>
    </message>
    <message>
        <location filename="../../app/view/review_games_dialog.py" line="136" />
        <source>Add games files to the library…</source>
        <translation>把棋譜檔案加入棋譜庫…</translation>
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
        <translation>時間：</translation>
    </message>
    <message>
        <location filename="../../app/view/review_games_dialog.py" line="167" />
        <source>Engines at once:</source>
        <translation>同時使用的引擎：</translation>
    </message>
    <message>
        <location filename="../../app/view/review_games_dialog.py" line="185" />
        <source>Games to review</source>
        <translation>要復盤的棋局</translation>
    </message>
    <message>
        <location filename="../../app/view/review_games_dialog.py" line="191" />
        <source>Games files to add to the library</source>
        <translation>要加入棋譜庫的棋譜檔案</translation>
    </message>
    <message>
        <location filename="../../app/view/review_games_dialog.py" line="214" />
        <source>Choose a games file, or type your name, first.</source>
        <translation>請先選擇棋譜檔案，或輸入你的名字。</translation>
    </message>
    <message>
        <location filename="../../app/view/review_games_dialog.py" line="222" />
        <source>Starting the engines…</source>
        <translation>正在啟動引擎…</translation>
    </message>
    <message>
        <location filename="../../app/view/review_games_dialog.py" line="230" />
        <source>Continue</source>
        <translation>繼續</translation>
    </message>
    <message>
        <location filename="../../app/view/review_games_dialog.py" line="255" />
        <source>Cancelled: %1 of %2 games reviewed; start again to resume.</source>
        <translation>已取消：已復盤 %1/%2 局；再次開始即可繼續。</translation>
    </message>
    <message>
        <location filename="../../app/view/review_games_dialog.py" line="257" />
        <source>Done: %1 of your %2 games in the library reviewed.</source>
        <translation>完成：棋譜庫中你的 %2 局已復盤 %1 局。</translation>
    </message>
    <message>
        <location filename="../../app/view/review_games_dialog.py" line="259" />
        <source>Done: %1 of %2 games reviewed.</source>
        <translation>完成：已復盤 %1/%2 局。</translation>
    </message>
    <message>
        <location filename="../../app/view/review_games_dialog.py" line="262" />
        <source>1 new exercise in My mistakes.</source>
        <translation>「我的錯誤」中新增 1 個練習。</translation>
    </message>
    <message>
        <location filename="../../app/view/review_games_dialog.py" line="263" />
        <source>%1 new exercises in My mistakes.</source>
        <translation>「我的錯誤」中新增 %1 個練習。</translation>
    </message>
    <message>
        <location filename="../../app/view/review_games_dialog.py" line="275" />
        <source>No games of “%1” were found. My games looks only in the library, which holds %2 games (games files and games you save are not in it until you add them).</source>
        <translation>沒有找到「%1」的棋局。「我的對局」只在棋譜庫中查找，棋譜庫現有 %2 局（棋譜檔案和你儲存的對局要先加入棋譜庫）。</translation>
    </message>
    <message>
        <location filename="../../app/view/review_games_dialog.py" line="279" />
        <source>The file “%1” holds no games.</source>
        <translation>檔案「%1」中沒有棋局。</translation>
    </message>
    <message>
        <location filename="../../app/view/review_games_dialog.py" line="281" />
        <source>The games selected are no longer in the library.</source>
        <translation>選中的棋局已不在棋譜庫中。</translation>
    </message>
    <message>
        <location filename="../../app/view/review_games_dialog.py" line="289" />
        <source>Add “%1” (last opened or saved)</source>
        <translation>加入「%1」（最近開啟或儲存的）</translation>
    </message>
    <message>
        <location filename="../../app/view/review_games_dialog.py" line="300" />
        <source>Adding %1 files to the library…</source>
        <translation>正在把 %1 個檔案加入棋譜庫…</translation>
    </message>
    <message>
        <location filename="../../app/view/review_games_dialog.py" line="305" />
        <source>A review is under way: wait for it, or cancel it.</source>
        <translation>正在復盤：請等待完成，或取消。</translation>
    </message>
    <message>
        <location filename="../../app/view/review_games_dialog.py" line="311" />
        <source>.</source>
        <translation>。</translation>
    </message>
    <message>
        <location filename="../../app/view/review_games_dialog.py" line="314" />
        <source>The games reviewed so far are kept: Resume goes on with the rest.</source>
        <translation>已復盤的棋局都已保留：繼續復盤會接著復盤其餘棋局。</translation>
    </message>
    <message>
        <location filename="../../app/view/tablebase_texts.py" line="129" />
        <location filename="../../app/view/training_summary.py" line="36" />
        <source>Endgame</source>
        <translation>殘局</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_tables.py" line="144" />
        <location filename="../../app/view/training_summary.py" line="145" />
        <source>Games</source>
        <translation>局數</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_tables.py" line="239" />
        <location filename="../../app/view/training_summary.py" line="141" />
        <source>Moves</source>
        <translation>步數</translation>
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
        <translation>需要改進的地方：%1</translation>
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
        <translation>%1，%2，平均損失 %3 分</translation>
    </message>
    <message>
        <location filename="../../app/view/training_summary.py" line="135" />
        <source>Damaged stored reviews, left out: %1. They are reviewed again the next time their games are.</source>
        <translation>已損壞、未計入的已存復盤：%1 個。下次復盤這些棋局時會重新復盤。</translation>
    </message>
    <message>
        <location filename="../../app/view/training_summary.py" line="141" />
        <source>Phase</source>
        <translation>時期</translation>
    </message>
    <message>
        <location filename="../../app/view/training_summary.py" line="141" />
        <location filename="../../app/view/training_summary.py" line="145" />
        <source>Average loss (cp)</source>
        <translation>平均損失（分）</translation>
    </message>
    <message>
        <location filename="../../app/view/training_summary.py" line="145" />
        <source>Opening (ECCO)</source>
        <translation>開局（ECCO）</translation>
    </message>
    <message>
        <location filename="../../app/view/training_summary.py" line="147" />
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <location filename="../../app/view/training_summary.py" line="152" />
        <source>Most common mistakes</source>
        <translation>最常見的失誤</translation>
    </message>
    <message>
        <location filename="../../app/view/training_summary.py" line="152" />
        <source>Count</source>
        <translation>次數</translation>
    </message>
    <message>
        <location filename="../../app/view/training_summary.py" line="162" />
        <source>Average loss over the game (cp, by move)</source>
        <translation>整局的平均損失（分，按回合）</translation>
    </message>
    <message>
        <location filename="../../app/view/training_texts.py" line="25" />
        <source>it cannot be read back</source>
        <translation>無法讀回</translation>
    </message>
    <message>
        <location filename="../../app/view/training_texts.py" line="26" />
        <source>its start position is not a position</source>
        <translation>其起始局面不是有效局面</translation>
    </message>
    <message>
        <location filename="../../app/view/training_texts.py" line="27" />
        <source>its moves are not legal</source>
        <translation>其中的著法不合規則</translation>
    </message>
    <message>
        <location filename="../../app/view/training_texts.py" line="28" />
        <source>an engine line in it holds something that is not a move</source>
        <translation>其中的引擎變例含有不是著法的內容</translation>
    </message>
    <message>
        <location filename="../../app/view/training_texts.py" line="29" />
        <source>its evaluations do not match the positions</source>
        <translation>其中的評分與局面對不上</translation>
    </message>
    <message>
        <location filename="../../app/view/training_texts.py" line="30" />
        <source>its moves are those of another game</source>
        <translation>其中的著法屬於另一局棋</translation>
    </message>
    <message>
        <location filename="../../app/view/training_texts.py" line="31" />
        <source>it is damaged</source>
        <translation>已損壞</translation>
    </message>
    <message>
        <location filename="../../app/view/training_texts.py" line="45" />
        <source>The exercises were not added to My mistakes: another copy of the program was saving it and did not finish within %1 s</source>
        <translation>練習沒有加入「我的錯誤」：另一個正在執行的本程式在儲存它，%1 秒內沒有完成</translation>
    </message>
    <message>
        <location filename="../../app/view/training_texts.py" line="47" />
        <source>The exercises were not added to My mistakes: “%1” is damaged and could not be moved aside, so it was left as it is</source>
        <translation>練習沒有加入「我的錯誤」：「%1」已損壞且無法移到一旁，因此保持原樣</translation>
    </message>
</context><context><name>analysis</name><message>
        <location filename="../../app/view/analysis_panel.py" line="163" />
        <location filename="../../app/view/analysis_panel.py" line="230" />
        <source>Lines: </source>
        <translation>變例數：</translation>
    </message>
    <message>
        <location filename="../../app/view/analysis_panel.py" line="164" />
        <location filename="../../app/view/analysis_panel.py" line="231" />
        <location filename="../../app/view/analysis_panel.py" line="374" />
        <location filename="../../app/view/review_dialog.py" line="66" />
        <location filename="../../app/view/review_games_dialog.py" line="129" />
        <source>Start</source>
        <translation>開始</translation>
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
        <translation>引擎出錯：%1</translation>
    </message>
    </context><context><name>review</name><message>
        <location filename="../../app/view/analysis_panel.py" line="164" />
        <location filename="../../app/view/analysis_panel.py" line="231" />
        <location filename="../../app/view/analysis_panel.py" line="374" />
        <location filename="../../app/view/review_dialog.py" line="66" />
        <location filename="../../app/view/review_games_dialog.py" line="129" />
        <source>Start</source>
        <translation>開始</translation>
    </message>
    <message>
        <location filename="../../app/view/analysis_panel.py" line="380" />
        <location filename="../../app/view/review_dialog.py" line="154" />
        <source>The engine failed: %1</source>
        <translation>引擎出錯：%1</translation>
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
        <translation>紅方</translation>
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
        <translation>%1：平均損失 %2 分 · %3 ?! · %4 ? · %5 ??</translation>
    </message>
    <message>
        <location filename="../../app/view/review_dialog.py" line="53" />
        <source>Analyse game</source>
        <translation>分析對局</translation>
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
        <translation>勝率損失達 %1 為疑問著 ?!，達 %2 為錯著 ?，達 %3 為敗著 ??。</translation>
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
        <translation>時間</translation>
    </message>
    <message>
        <location filename="../../app/view/review_dialog.py" line="117" />
        <source>Analysing…</source>
        <translation>分析中…</translation>
    </message>
    <message>
        <location filename="../../app/view/review_dialog.py" line="134" />
        <source>Analysing position %1 of %2…</source>
        <translation>正在分析第 %1 個局面（共 %2 個）…</translation>
    </message>
    <message>
        <location filename="../../app/view/review_dialog.py" line="146" />
        <source>Done.</source>
        <translation>完成。</translation>
    </message>
    <message>
        <location filename="../../app/view/review_dialog.py" line="157" />
        <source>Cancelled; the game is unchanged.</source>
        <translation>已取消；對局未改動。</translation>
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
        <translation>匯出對局(&amp;E)</translation>
    </message>
    <message>
        <location filename="../../app/view/share_dialogs.py" line="46" />
        <source>Score sheet (&amp;PDF)…</source>
        <translation>棋譜單 (&amp;PDF)…</translation>
    </message>
    <message>
        <location filename="../../app/view/share_dialogs.py" line="46" />
        <source>Animated &amp;GIF…</source>
        <translation>GIF 動圖(&amp;G)…</translation>
    </message>
    <message>
        <location filename="../../app/view/share_dialogs.py" line="46" />
        <source>Diagram (&amp;SVG)…</source>
        <translation>局面圖 (&amp;SVG)…</translation>
    </message>
    <message>
        <location filename="../../app/view/share_dialogs.py" line="47" />
        <source>Diagram (P&amp;NG)…</source>
        <translation>局面圖 (P&amp;NG)…</translation>
    </message>
    <message>
        <location filename="../../app/view/share_dialogs.py" line="47" />
        <source>Game as &amp;text…</source>
        <translation>文字棋譜(&amp;T)…</translation>
    </message>
    <message>
        <location filename="../../app/view/share_dialogs.py" line="52" />
        <source>Pr&amp;int…</source>
        <translation>打印(&amp;I)…</translation>
    </message>
    <message>
        <location filename="../../app/view/share_dialogs.py" line="57" />
        <source>Open from &amp;text…</source>
        <translation>從文字開啟(&amp;T)…</translation>
    </message>
    <message>
        <location filename="../../app/view/share_dialogs.py" line="62" />
        <source>Copy game as te&amp;xt</source>
        <translation>複製棋譜為文字(&amp;X)</translation>
    </message>
    <message>
        <location filename="../../app/view/share_dialogs.py" line="67" />
        <source>Copy li&amp;ne as text</source>
        <translation>複製當前變著為文字(&amp;N)</translation>
    </message>
    <message>
        <location filename="../../app/view/share_dialogs.py" line="72" />
        <source>Pa&amp;ste game</source>
        <translation>貼上棋譜(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../app/view/share_dialogs.py" line="77" />
        <source>Paste FEN or &amp;game</source>
        <translation>貼上局面或棋譜(&amp;G)</translation>
    </message>
    <message>
        <location filename="../../app/view/share_dialogs.py" line="82" />
        <source>Clear arrows and &amp;circles</source>
        <translation>清除箭頭和圈(&amp;C)</translation>
    </message>
    <message>
        <location filename="../../app/view/share_dialogs.py" line="88" />
        <source>Right-drag on the board draws an arrow, right-click circles a point (hold Shift for red, Ctrl for blue, Alt for yellow); drawing it again removes it.</source>
        <translation>在棋盤上按住右鍵拖動畫箭頭，右鍵單擊一個點畫圈（按住 Shift 為紅色，Ctrl 為藍色，Alt 為黃色）；再畫一次即去掉。</translation>
    </message>
    <message>
        <location filename="../../app/view/share_dialogs.py" line="95" />
        <source>Exported to %1</source>
        <translation>已匯出到 %1</translation>
    </message>
    <message>
        <location filename="../../app/view/share_dialogs.py" line="100" />
        <source>Export failed</source>
        <translation>匯出失敗</translation>
    </message>
    <message>
        <location filename="../../app/view/share_dialogs.py" line="105" />
        <source>Printed 1 page</source>
        <translation>已打印 1 頁</translation>
    </message>
    <message>
        <location filename="../../app/view/share_dialogs.py" line="105" />
        <source>Printed %1 pages</source>
        <translation>已打印 %1 頁</translation>
    </message>
    <message>
        <location filename="../../app/view/share_dialogs.py" line="110" />
        <source>Printing failed</source>
        <translation>打印失敗</translation>
    </message>
    <message>
        <location filename="../../app/view/share_dialogs.py" line="115" />
        <source>The printer could not be started.</source>
        <translation>無法開始打印。</translation>
    </message>
    <message>
        <location filename="../../app/view/share_dialogs.py" line="120" />
        <source>The line was copied as text</source>
        <translation>當前變著已複製為文字</translation>
    </message>
    <message>
        <location filename="../../app/view/share_dialogs.py" line="120" />
        <source>The game was copied as text</source>
        <translation>棋譜已複製為文字</translation>
    </message>
    <message>
        <location filename="../../app/view/share_dialogs.py" line="125" />
        <source>An animation holds at most %1 moves; this game has %2.</source>
        <translation>動圖最多 %1 步棋；這盤棋有 %2 步。</translation>
    </message>
    <message>
        <location filename="../../app/view/share_dialogs.py" line="131" />
        <source>No game in the text</source>
        <translation>文字中沒有棋譜</translation>
    </message>
    <message>
        <location filename="../../app/view/share_dialogs.py" line="139" />
        <source>The game's start position cannot be played: %1.</source>
        <translation>棋局的起始局面無法走棋：%1。</translation>
    </message>
    <message>
        <location filename="../../app/view/share_dialogs.py" line="142" />
        <source>No moves were found. Write the moves in Chinese, WXF or ICCS notation (炮二平五, C2.5, h2e2), an optional FEN line first.</source>
        <translation>沒有找到著法。請用中文、WXF 或 ICCS 記譜法寫出著法（炮二平五、C2.5、h2e2），可在第一行寫局面 FEN。</translation>
    </message>
    <message>
        <location filename="../../app/view/share_dialogs.py" line="148" />
        <source>The clipboard holds neither a position (FEN) nor a game. %1</source>
        <translation>剪貼簿中既沒有局面（FEN）也沒有棋譜。%1</translation>
    </message>
    <message>
        <location filename="../../app/view/share_dialogs.py" line="154" />
        <source>Nothing to paste</source>
        <translation>沒有可貼上的內容</translation>
    </message>
    <message>
        <location filename="../../app/view/share_dialogs.py" line="159" />
        <source>The clipboard holds no text.</source>
        <translation>剪貼簿中沒有文字。</translation>
    </message>
    <message>
        <location filename="../../app/view/share_dialogs.py" line="164" />
        <source>The pasted game was read up to a move that could not be read:</source>
        <translation>貼上的棋譜讀到一步無法讀取的著法為止：</translation>
    </message>
    <message>
        <location filename="../../app/view/share_dialogs.py" line="173" />
        <source>Open a game from text</source>
        <translation>從文字開啟棋譜</translation>
    </message>
    <message>
        <location filename="../../app/view/share_dialogs.py" line="175" />
        <source>Paste or type a game: its moves in Chinese, WXF or ICCS notation, numbered or not, comments in braces, and first, for a set-up position, an optional FEN line. It opens in a study window.</source>
        <translation>貼上或輸入一盤棋：著法用中文、WXF 或 ICCS 記譜法，帶不帶回合數均可，註釋寫在大括號中；如從排局開始，可在第一行寫局面 FEN。棋譜將在研究視窗中開啟。</translation>
    </message>
    <message>
        <location filename="../../app/view/share_dialogs.py" line="183" />
        <source>Game text</source>
        <translation>棋譜文字</translation>
    </message>
    <message>
        <location filename="../../app/view/share_dialogs.py" line="186" />
        <source>Paste</source>
        <translation>貼上</translation>
    </message>
    <message>
        <location filename="../../app/view/share_dialogs.py" line="225" />
        <source>Score sheet on A4 paper (*.pdf)</source>
        <translation>棋譜單，A4 規格 (*.pdf)</translation>
    </message>
    <message>
        <location filename="../../app/view/share_dialogs.py" line="225" />
        <source>Score sheet on Letter paper (*.pdf)</source>
        <translation>棋譜單，Letter 規格 (*.pdf)</translation>
    </message>
    <message>
        <location filename="../../app/view/share_dialogs.py" line="226" />
        <source>Animated GIF (*.gif)</source>
        <translation>GIF 動圖 (*.gif)</translation>
    </message>
    <message>
        <location filename="../../app/view/share_dialogs.py" line="226" />
        <source>SVG diagram (*.svg)</source>
        <translation>SVG 局面圖 (*.svg)</translation>
    </message>
    <message>
        <location filename="../../app/view/share_dialogs.py" line="227" />
        <source>PNG diagram (*.png)</source>
        <translation>PNG 局面圖 (*.png)</translation>
    </message>
    <message>
        <location filename="../../app/view/share_dialogs.py" line="227" />
        <source>Game as text (*.txt)</source>
        <translation>文字棋譜 (*.txt)</translation>
    </message>
    <message>
        <location filename="../../app/view/share_dialogs.py" line="232" />
        <source>Export a score sheet</source>
        <translation>匯出棋譜單</translation>
    </message>
    <message>
        <location filename="../../app/view/share_dialogs.py" line="232" />
        <source>Export an animated game</source>
        <translation>匯出對局動圖</translation>
    </message>
    <message>
        <location filename="../../app/view/share_dialogs.py" line="232" />
        <location filename="../../app/view/share_dialogs.py" line="233" />
        <source>Export a diagram</source>
        <translation>匯出局面圖</translation>
    </message>
    <message>
        <location filename="../../app/view/share_dialogs.py" line="233" />
        <source>Export the game as text</source>
        <translation>將棋譜匯出為文字</translation>
    </message>
    <message>
        <location filename="../../app/view/share_dialogs.py" line="257" />
        <source>Animated GIF</source>
        <translation>GIF 動圖</translation>
    </message>
    <message>
        <location filename="../../app/view/share_dialogs.py" line="265" />
        <source>Time for each move</source>
        <translation>每步顯示時間</translation>
    </message>
    <message>
        <location filename="../../app/view/share_dialogs.py" line="266" />
        <source>The last position shows three times as long; the animation starts again after it.</source>
        <translation>最後的局面顯示更長時間，之後動圖從頭重新播放。</translation>
    </message>
    <message>
        <location filename="../../app/view/share_dialogs.py" line="288" />
        <source>Print the score sheet</source>
        <translation>打印棋譜單</translation>
    </message>
    </context><context><name>engines</name><message>
        <location filename="../../app/view/engines_dialog.py" line="57" />
        <source>This engine declares no options.</source>
        <translation>此引擎沒有可設定的選項。</translation>
    </message>
    <message>
        <location filename="../../app/view/engines_dialog.py" line="94" />
        <source>Level</source>
        <translation>等級</translation>
    </message>
    <message>
        <location filename="../../app/view/engines_dialog.py" line="129" />
        <source>Pressed each time the engine starts</source>
        <translation>每次啟動引擎時按下</translation>
    </message>
    <message>
        <location filename="../../app/view/engines_dialog.py" line="141" />
        <source>Engines</source>
        <translation>引擎</translation>
    </message>
    <message>
        <location filename="../../app/view/engines_dialog.py" line="145" />
        <source>Add…</source>
        <translation>新增…</translation>
    </message>
    <message>
        <location filename="../../app/view/engines_dialog.py" line="146" />
        <source>Remove</source>
        <translation>刪除</translation>
    </message>
    <message>
        <location filename="../../app/view/engines_dialog.py" line="198" />
        <source>Checking %1…</source>
        <translation>正在檢查 %1…</translation>
    </message>
    <message>
        <location filename="../../app/view/engines_dialog.py" line="230" />
        <source>Search core: %1</source>
        <translation>搜尋核心：%1</translation>
    </message>
    <message>
        <location filename="../../app/view/engines_dialog.py" line="234" />
        <source>Choose an engine program</source>
        <translation>選擇引擎程式</translation>
    </message>
    <message>
        <location filename="../../app/view/engines_dialog.py" line="241" />
        <source>Added %1 (%2).</source>
        <translation>已新增 %1（%2）。</translation>
    </message>
    <message>
        <location filename="../../app/view/engines_dialog.py" line="246" />
        <source>Not added: %1</source>
        <translation>未新增：%1</translation>
    </message>
    <message>
        <location filename="../../app/view/engines_dialog.py" line="276" />
        <source>built in</source>
        <translation>內建</translation>
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
        <translation>紅方</translation>
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
        <translation>結果</translation>
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
        <translation>已負</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_tables.py" line="47" />
        <source>Built-in: %1</source>
        <translation>內建：%1</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_tables.py" line="62" />
        <source>Checkmate</source>
        <translation>將死</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_tables.py" line="62" />
        <source>Stalemate</source>
        <translation>困斃</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_tables.py" line="62" />
        <source>Perpetual check</source>
        <translation>長將</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_tables.py" line="63" />
        <source>Perpetual chase</source>
        <translation>長捉</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_tables.py" line="63" />
        <source>Mutual perpetual</source>
        <translation>雙方長打</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_tables.py" line="64" />
        <source>Repetition</source>
        <translation>重複局面</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_tables.py" line="64" />
        <location filename="../../app/view/tournament_tables.py" line="65" />
        <source>Move limit of the rules</source>
        <translation>規則步數限制</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_tables.py" line="66" />
        <source>Lost on time</source>
        <translation>超時負</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_tables.py" line="67" />
        <source>Adjudicated win</source>
        <translation>裁定勝</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_tables.py" line="67" />
        <source>Adjudicated draw</source>
        <translation>裁定和</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_tables.py" line="68" />
        <source>Move limit</source>
        <translation>步數限制</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_tables.py" line="68" />
        <source>Engine crashed</source>
        <translation>引擎崩潰</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_tables.py" line="69" />
        <source>Engine stopped answering</source>
        <translation>引擎無應答</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_tables.py" line="69" />
        <source>Illegal move</source>
        <translation>違規著法</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_tables.py" line="70" />
        <source>Engine error</source>
        <translation>引擎出錯</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_tables.py" line="143" />
        <source>The standings and the crosstable appear here once the tournament starts.</source>
        <translation>比賽開始後，這裡顯示排名和交叉表。</translation>
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
        <translation>局數</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_tables.py" line="144" />
        <source>Points</source>
        <translation>積分</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_tables.py" line="144" />
        <source>Won</source>
        <translation>勝</translation>
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
        <translation>超時</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_tables.py" line="146" />
        <source>Elo difference against the field met, shown once the results differ</source>
        <translation>對所有對手的 Elo 分，結果不全相同後才顯示</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_tables.py" line="147" />
        <source>Half the width of the Elo's 95% interval</source>
        <translation>Elo 的 95% 置信範圍的一半</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_tables.py" line="148" />
        <source>Likelihood of superiority, shown once a game was decisive</source>
        <translation>勝過對手的可能，有分出勝負的對局後才顯示</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_tables.py" line="149" />
        <source>Moves that came after their time, within the margin (noted in the PGN)</source>
        <translation>超過用時但在餘量之內的著法（記入 PGN）</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_tables.py" line="186" />
        <source>%1 of %2 games played</source>
        <translation>已下 %1 局，共 %2 局</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_tables.py" line="190" />
        <source>%1 against %2: Elo %3 ± %4, LOS %5</source>
        <translation>%1 對 %2：Elo %3 ± %4，LOS %5</translation>
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
        <translation>還沒有結論</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_tables.py" line="194" />
        <source>SPRT: LLR %1 (%2, %3), %4</source>
        <translation>SPRT：LLR %1（%2，%3），%4</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_tables.py" line="239" />
        <source>Game</source>
        <translation>對局</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_tables.py" line="239" />
        <location filename="../../app/view/training_summary.py" line="141" />
        <source>Moves</source>
        <translation>步數</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_tables.py" line="240" />
        <source>How it ended</source>
        <translation>結束方式</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_tables.py" line="241" />
        <source>Double-click a game to study it</source>
        <translation>雙擊對局可以研究</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_tables.py" line="295" />
        <source>Game %1: %2 – %3</source>
        <translation>第 %1 局：%2 – %3</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_tables.py" line="338" />
        <source>No game under way</source>
        <translation>沒有進行中的對局</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_tables.py" line="348" />
        <source>Score (Red's view): %1</source>
        <translation>評分（紅方視角）：%1</translation>
    </message>
    <message>
        <location filename="../../app/view/tournament_tables.py" line="350" />
        <source>Clocks: Red %1, Black %2</source>
        <translation>用時：紅方 %1，黑方 %2</translation>
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
        <translation>選擇…</translation>
    </message>
    <message>
        <location filename="../../app/view/tablebase_texts.py" line="20" />
        <source>Perfect play under the basic rules; perpetual check and chase are ruled by the arbiter as always.</source>
        <translation>基本規則下的最佳著法；長將、長捉仍照常由裁判判定。</translation>
    </message>
    <message>
        <location filename="../../app/view/tablebase_texts.py" line="36" />
        <source>Win in %1</source>
        <translation>%1 步勝</translation>
    </message>
    <message>
        <location filename="../../app/view/tablebase_texts.py" line="38" />
        <location filename="../../app/view/tournament_tables.py" line="145" />
        <source>Lost</source>
        <translation>已負</translation>
    </message>
    <message>
        <location filename="../../app/view/tablebase_texts.py" line="39" />
        <source>Loss in %1</source>
        <translation>%1 步負</translation>
    </message>
    <message>
        <location filename="../../app/view/tablebase_texts.py" line="45" />
        <source>draw</source>
        <translation>和棋</translation>
    </message>
    <message>
        <location filename="../../app/view/tablebase_texts.py" line="47" />
        <source>win in %1</source>
        <translation>%1 步勝</translation>
    </message>
    <message>
        <location filename="../../app/view/tablebase_texts.py" line="49" />
        <source>no legal move: lost</source>
        <translation>無著可走：負</translation>
    </message>
    <message>
        <location filename="../../app/view/tablebase_texts.py" line="51" />
        <source>loss in %1</source>
        <translation>%1 步負</translation>
    </message>
    <message>
        <location filename="../../app/view/tablebase_texts.py" line="52" />
        <source>Red to move: %1</source>
        <translation>紅方走：%1</translation>
    </message>
    <message>
        <location filename="../../app/view/tablebase_texts.py" line="52" />
        <source>Black to move: %1</source>
        <translation>黑方走：%1</translation>
    </message>
    <message>
        <location filename="../../app/view/tablebase_texts.py" line="59" />
        <source>Tablebase: draw</source>
        <translation>殘局庫：和棋</translation>
    </message>
    <message>
        <location filename="../../app/view/tablebase_texts.py" line="61" />
        <source>Tablebase: win in %1</source>
        <translation>殘局庫：%1 步勝</translation>
    </message>
    <message>
        <location filename="../../app/view/tablebase_texts.py" line="62" />
        <source>Tablebase: loss in %1</source>
        <translation>殘局庫：%1 步負</translation>
    </message>
    <message>
        <location filename="../../app/view/tablebase_texts.py" line="67" />
        <source>Not in the tables</source>
        <translation>不在殘局庫中</translation>
    </message>
    <message>
        <location filename="../../app/view/tablebase_texts.py" line="72" />
        <source>best</source>
        <translation>最佳</translation>
    </message>
    <message>
        <location filename="../../app/view/tablebase_texts.py" line="77" />
        <source>Endgame tablebase</source>
        <translation>殘局庫</translation>
    </message>
    <message>
        <location filename="../../app/view/tablebase_texts.py" line="82" />
        <source>Move</source>
        <translation>著法</translation>
    </message>
    <message>
        <location filename="../../app/view/tablebase_texts.py" line="82" />
        <source>Value</source>
        <translation>結果</translation>
    </message>
    <message>
        <location filename="../../app/view/tablebase_texts.py" line="87" />
        <source>Moves to mate with best play by both sides, as the engine's mate in N: win in 5 mates at the winning side's fifth move.</source>
        <translation>雙方最佳著法下到將死的步數，與引擎的「N 步殺」相同：5 步勝即勝方第五步將死。</translation>
    </message>
    <message>
        <location filename="../../app/view/tablebase_texts.py" line="94" />
        <source>Tablebases</source>
        <translation>殘局庫</translation>
    </message>
    <message>
        <location filename="../../app/view/tablebase_texts.py" line="99" />
        <source>&amp;Tablebases…</source>
        <translation>殘局庫(&amp;T)…</translation>
    </message>
    <message>
        <location filename="../../app/view/tablebase_texts.py" line="104" />
        <source>Folder:</source>
        <translation>資料夾：</translation>
    </message>
    <message>
        <location filename="../../app/view/tablebase_texts.py" line="109" />
        <source>(the program's folder)</source>
        <translation>（程式的資料夾）</translation>
    </message>
    <message>
        <location filename="../../app/view/tablebase_texts.py" line="119" />
        <source>Folder of the endgame tables</source>
        <translation>殘局庫資料夾</translation>
    </message>
    <message>
        <location filename="../../app/view/tablebase_texts.py" line="124" />
        <source>Use the program's folder</source>
        <translation>使用程式的資料夾</translation>
    </message>
    <message>
        <location filename="../../app/view/tablebase_texts.py" line="129" />
        <location filename="../../app/view/training_summary.py" line="36" />
        <source>Endgame</source>
        <translation>殘局</translation>
    </message>
    <message>
        <location filename="../../app/view/tablebase_texts.py" line="129" />
        <source>Size</source>
        <translation>大小</translation>
    </message>
    <message>
        <location filename="../../app/view/tablebase_texts.py" line="129" />
        <source>Generation time</source>
        <translation>生成用時</translation>
    </message>
    <message>
        <location filename="../../app/view/tablebase_texts.py" line="129" />
        <source>State</source>
        <translation>狀態</translation>
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
        <translation>%1 位元組</translation>
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
        <translation>%1 小時 %2 分</translation>
    </message>
    <message>
        <location filename="../../app/view/tablebase_texts.py" line="153" />
        <source>ready</source>
        <translation>可用</translation>
    </message>
    <message>
        <location filename="../../app/view/tablebase_texts.py" line="153" />
        <source>cannot be read</source>
        <translation>無法讀取</translation>
    </message>
    <message>
        <location filename="../../app/view/tablebase_texts.py" line="153" />
        <source>not a table file</source>
        <translation>不是殘局庫檔案</translation>
    </message>
    <message>
        <location filename="../../app/view/tablebase_texts.py" line="154" />
        <source>made by another version: make it again</source>
        <translation>由其他版本生成：請重新生成</translation>
    </message>
    <message>
        <location filename="../../app/view/tablebase_texts.py" line="154" />
        <source>damaged: make it again</source>
        <translation>已損壞：請重新生成</translation>
    </message>
    <message>
        <location filename="../../app/view/tablebase_texts.py" line="155" />
        <source>cut short: make it again</source>
        <translation>檔案不完整：請重新生成</translation>
    </message>
    <message>
        <location filename="../../app/view/tablebase_texts.py" line="155" />
        <source>holds another table</source>
        <translation>內容是另一個殘局</translation>
    </message>
    <message>
        <location filename="../../app/view/tablebase_texts.py" line="156" />
        <source>missing</source>
        <translation>缺失</translation>
    </message>
    <message>
        <location filename="../../app/view/tablebase_texts.py" line="162" />
        <source>The endgame table %1 was left out: %2.</source>
        <translation>殘局庫 %1 未能使用：%2。</translation>
    </message>
    <message>
        <location filename="../../app/view/tablebase_texts.py" line="168" />
        <source>The endgame tables judged %1 moves.</source>
        <translation>殘局庫判定了 %1 步棋。</translation>
    </message>
    <message>
        <location filename="../../app/view/tablebase_texts.py" line="174" />
        <source>No tables in this folder yet.</source>
        <translation>此資料夾中還沒有殘局庫。</translation>
    </message>
    <message>
        <location filename="../../app/view/tablebase_texts.py" line="175" />
        <source>%1 tables, %2</source>
        <translation>%1 個殘局庫，%2</translation>
    </message>
    <message>
        <location filename="../../app/view/tablebase_texts.py" line="180" />
        <source>Make:</source>
        <translation>生成：</translation>
    </message>
    <message>
        <location filename="../../app/view/tablebase_texts.py" line="186" />
        <source>One-attacker endgames (all here)</source>
        <translation>單攻子殘局（全部已有）</translation>
    </message>
    <message>
        <location filename="../../app/view/tablebase_texts.py" line="188" />
        <source>One-attacker endgames (1 table missing)</source>
        <translation>單攻子殘局（缺 1 個）</translation>
    </message>
    <message>
        <location filename="../../app/view/tablebase_texts.py" line="189" />
        <source>One-attacker endgames (%1 tables missing)</source>
        <translation>單攻子殘局（缺 %1 個）</translation>
    </message>
    <message>
        <location filename="../../app/view/tablebase_texts.py" line="195" />
        <source>%1 (here)</source>
        <translation>%1（已有）</translation>
    </message>
    <message>
        <location filename="../../app/view/tablebase_texts.py" line="197" />
        <source>%1 (1 table to make)</source>
        <translation>%1（需生成 1 個）</translation>
    </message>
    <message>
        <location filename="../../app/view/tablebase_texts.py" line="198" />
        <source>%1 (%2 tables to make)</source>
        <translation>%1（需生成 %2 個）</translation>
    </message>
    <message>
        <location filename="../../app/view/tablebase_texts.py" line="203" />
        <source>Generate</source>
        <translation>生成</translation>
    </message>
    <message>
        <location filename="../../app/view/tablebase_texts.py" line="213" />
        <source>Tables are made on this computer in the background: all one-attacker tables take about an hour and a quarter of one processor and some 150–200 MB, the largest needing about 3 GB of memory while it is made.</source>
        <translation>殘局庫在本機背景生成：全部單攻子殘局約需一個核心一小時十五分鐘，檔案共約 150–200 MB，最大的一個生成時約需 3 GB 記憶體。</translation>
    </message>
    <message>
        <location filename="../../app/view/tablebase_texts.py" line="221" />
        <source>Starting… (1 table)</source>
        <translation>正在開始…（共 1 個）</translation>
    </message>
    <message>
        <location filename="../../app/view/tablebase_texts.py" line="221" />
        <source>Starting… (%1 tables)</source>
        <translation>正在開始…（共 %1 個）</translation>
    </message>
    <message>
        <location filename="../../app/view/tablebase_texts.py" line="222" />
        <source>Making %1 (%2 of %3)</source>
        <translation>正在生成 %1（第 %2 個，共 %3 個）</translation>
    </message>
    <message>
        <location filename="../../app/view/tablebase_texts.py" line="229" />
        <source>Done: the tables are made.</source>
        <translation>完成：殘局庫已生成。</translation>
    </message>
    <message>
        <location filename="../../app/view/tablebase_texts.py" line="231" />
        <source>Cancelled: the table under way was dropped; the finished ones are kept.</source>
        <translation>已取消：正在生成的殘局庫已丟棄，已完成的保留。</translation>
    </message>
    <message>
        <location filename="../../app/view/tablebase_texts.py" line="232" />
        <source>The tables could not be made: %1</source>
        <translation>無法生成殘局庫：%1</translation>
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
        <translation>開局名稱只用中文</translation>
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
        <translation>錯著</translation>
    </message>
    <message>
        <location filename="../../app/view/glyph_palette.py" line="38" />
        <source>Brilliant move</source>
        <translation>妙著</translation>
    </message>
    <message>
        <location filename="../../app/view/glyph_palette.py" line="38" />
        <location filename="../../app/view/puzzle_window.py" line="109" />
        <source>Blunder</source>
        <translation>敗著</translation>
    </message>
    <message>
        <location filename="../../app/view/glyph_palette.py" line="39" />
        <source>Interesting move</source>
        <translation>有意思的著法</translation>
    </message>
    <message>
        <location filename="../../app/view/glyph_palette.py" line="39" />
        <source>Dubious move</source>
        <translation>疑問著</translation>
    </message>
    <message>
        <location filename="../../app/view/glyph_palette.py" line="39" />
        <source>Red is winning</source>
        <translation>紅方勝勢</translation>
    </message>
    <message>
        <location filename="../../app/view/glyph_palette.py" line="40" />
        <source>Red is clearly better</source>
        <translation>紅方明顯優勢</translation>
    </message>
    <message>
        <location filename="../../app/view/glyph_palette.py" line="40" />
        <source>Red is slightly better</source>
        <translation>紅方稍優</translation>
    </message>
    <message>
        <location filename="../../app/view/glyph_palette.py" line="40" />
        <source>Equal position</source>
        <translation>均勢</translation>
    </message>
    <message>
        <location filename="../../app/view/glyph_palette.py" line="41" />
        <source>Black is slightly better</source>
        <translation>黑方稍優</translation>
    </message>
    <message>
        <location filename="../../app/view/glyph_palette.py" line="41" />
        <source>Black is clearly better</source>
        <translation>黑方明顯優勢</translation>
    </message>
    <message>
        <location filename="../../app/view/glyph_palette.py" line="41" />
        <source>Black is winning</source>
        <translation>黑方勝勢</translation>
    </message>
    <message>
        <location filename="../../app/view/glyph_palette.py" line="42" />
        <source>Unclear position</source>
        <translation>局勢不明</translation>
    </message>
    <message>
        <location filename="../../app/view/glyph_palette.py" line="48" />
        <source>&amp;Glyphs</source>
        <translation>評注符號(&amp;G)</translation>
    </message>
    <message>
        <location filename="../../app/view/glyph_palette.py" line="53" />
        <source>Glyphs</source>
        <translation>評注符號</translation>
    </message>
    <message>
        <location filename="../../app/view/glyph_palette.py" line="58" />
        <source>&amp;Diagram in the score sheet</source>
        <translation>在棋譜單中印局面圖(&amp;D)</translation>
    </message>
    <message>
        <location filename="../../app/view/glyph_palette.py" line="63" />
        <source>Diagram</source>
        <translation>局面圖</translation>
    </message>
    <message>
        <location filename="../../app/view/glyph_palette.py" line="68" />
        <source>Print a diagram of the position after this move in the score sheet</source>
        <translation>在棋譜單中印出這步棋之後的局面圖</translation>
    </message>
    </context><context><name>puzzles</name><message>
        <location filename="../../app/view/glyph_palette.py" line="38" />
        <location filename="../../app/view/puzzle_window.py" line="109" />
        <source>Mistake</source>
        <translation>錯著</translation>
    </message>
    <message>
        <location filename="../../app/view/glyph_palette.py" line="38" />
        <location filename="../../app/view/puzzle_window.py" line="109" />
        <source>Blunder</source>
        <translation>敗著</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="44" />
        <source>Open a puzzle collection</source>
        <translation>開啟習題集</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="66" />
        <source>%1 to move: find a better move than %2, the move played in the game</source>
        <translation>%1走：找出比實戰著法 %2 更好的著法</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="71" />
        <source>%1 to move and mate in one</source>
        <translation>%1先走，一步殺</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="71" />
        <source>%1 to move and mate in %2</source>
        <translation>%1先走，%2 步殺</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="75" />
        <location filename="../../app/view/puzzle_window.py" line="93" />
        <source>%1 (the game went %2)</source>
        <translation>%1（實戰走了 %2）</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="78" />
        <source>%1 to move and win material</source>
        <translation>%1先走，得子</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="80" />
        <source>%1 to move: find a better move than the one played</source>
        <translation>%1走：找出比實戰更好的著法</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="84" />
        <source>%1 to move: win this ending</source>
        <translation>%1先走，殘局必勝</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="85" />
        <source>%1 to move: win this ending (mate in %2 against the best defence)</source>
        <translation>%1先走，殘局必勝（對方最佳防守下 %2 步殺）</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="88" />
        <source>%1 to move: hold the draw in this endgame</source>
        <translation>%1先走，殘局守和</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="90" />
        <source>%1 to move: win this endgame</source>
        <translation>%1先走，殘局取勝</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="99" />
        <source>CCPD mating exercises</source>
        <translation>CCPD 殺法練習</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="99" />
        <source>CCPD endgames</source>
        <translation>CCPD 殘局</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="100" />
        <source>CCPD tactics</source>
        <translation>CCPD 全盤戰術</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="100" />
        <source>My mistakes</source>
        <translation>我的錯誤</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="101" />
        <source>Win this ending</source>
        <translation>殘局必勝</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="108" />
        <source>Mate in %1</source>
        <translation>%1 步殺</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="109" />
        <location filename="../../app/view/training_summary.py" line="43" />
        <source>King walked into a mating net</source>
        <translation>將帥走入殺網</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="110" />
        <location filename="../../app/view/training_summary.py" line="41" />
        <source>Won ending given away</source>
        <translation>殘局勝勢丟失</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="110" />
        <location filename="../../app/view/training_summary.py" line="42" />
        <source>Drawn ending lost</source>
        <translation>殘局和棋走輸</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="111" />
        <location filename="../../app/view/training_summary.py" line="43" />
        <source>Missed mate</source>
        <translation>錯過殺棋</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="111" />
        <location filename="../../app/view/training_summary.py" line="44" />
        <source>Piece left hanging</source>
        <translation>丟子（無保護）</translation>
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
        <translation>其他失誤</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="131" />
        <source>%1 The engine sees no mate.</source>
        <translation>%1引擎未看出殺法。</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="132" />
        <source>%1 The engine sees mate in %2.</source>
        <translation>%1引擎看出 %2 步殺。</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="152" />
        <source>the engine then mates you</source>
        <translation>之後引擎可以殺棋</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="154" />
        <source>the best move mates</source>
        <translation>最好的著法可以殺棋</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="156" />
        <source>you keep %1 pawns less than with the best move</source>
        <translation>比最好的著法少 %1 個兵</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="167" />
        <source>%1 is the move played in the game: find a better one.</source>
        <translation>%1是對局中走的著法：請找一步更好的。</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="169" />
        <source>Not good enough: %1.</source>
        <translation>還不是好著：%1。</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="171" />
        <source>The engine answers %2: %3.</source>
        <translation>引擎應以 %2：%3。</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="171" />
        <source>The engine answers %2.</source>
        <translation>引擎應以 %2。</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="173" />
        <source>After it %3.</source>
        <translation>走後%3。</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="192" />
        <source>%1 keeps the win, slower than the best: mate in %2 moves instead of %3. Answered by %4: your move.</source>
        <translation>%1 保住勝勢但較慢：%2 步殺，最佳著法是 %3 步殺。對方應以 %4，請繼續。</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="195" />
        <source>%1 keeps the win, slower than the best: mate in %2 moves instead of %3.</source>
        <translation>%1 保住勝勢但較慢：%2 步殺，最佳著法是 %3 步殺。</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="203" />
        <source>%1 lets the win go: %3 answers %2 and it is a draw.</source>
        <translation>%1 放走了勝局：%3應以 %2，成和棋。</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="205" />
        <source>%1 lets the win go: %3 answers %2 and wins, mate in %4.</source>
        <translation>%1 放走了勝局：%3應以 %2 並且取勝，%4 步殺。</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="217" />
        <source>%1 does not mate.</source>
        <translation>%1 不能成殺。</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="217" />
        <source>Not the best: %1</source>
        <translation>不是最好的著法：%1</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="228" />
        <source>%1 does not mate: it is refuted by %2.</source>
        <translation>%1 不能成殺：對方以 %2 應對。</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="228" />
        <source>%1 does not mate: %3 answers %2.</source>
        <translation>%1 不能成殺：%3應以 %2。</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="230" />
        <source>%1 does not win material: %3 answers %2.</source>
        <translation>%1 不能得子：%3應以 %2。</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="232" />
        <source>%1 does not win the endgame: %3 answers %2.</source>
        <translation>%1 不能在這個殘局中取勝：%3應以 %2。</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="234" />
        <source>Not the best: %1 is refuted by %2</source>
        <translation>不是最好的著法：%1，對方應以 %2</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="245" />
        <source>The solution: %1</source>
        <translation>答案：%1</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="245" />
        <source>That was the solution: %1. Try the next puzzle</source>
        <translation>這就是答案：%1。試試下一題</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="252" />
        <source>No endgame tables yet. Make them in Settings → Tablebases (the one-attacker tables are enough to start), then choose this collection again: its puzzles are the longest wins in your tables.</source>
        <translation>還沒有殘局庫。請在「設定 → 殘局庫」中生成（先生成單攻子的殘局庫即可），然後再選這個習題集：它的題目是你的殘局庫裡最長的勝局。</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="257" />
        <source>The endgame table %1 this puzzle needs is missing: make it in Settings → Tablebases, or go on with the next puzzle.</source>
        <translation>這題需要的殘局庫 %1 缺失：請在「設定 → 殘局庫」中生成，或者做下一題。</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="260" />
        <source>The endgame table %1 this puzzle needs cannot be used (%2). Settings → Tablebases makes it again; go on with the next puzzle meanwhile.</source>
        <translation>這題需要的殘局庫 %1 無法使用（%2）。可在「設定 → 殘局庫」中重新生成；先做下一題吧。</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="264" />
        <source>Looking for the longest wins in your endgame tables…</source>
        <translation>正在從你的殘局庫中找最長的勝局…</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="269" />
        <source>Correct! %1</source>
        <translation>正確！%1</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="269" />
        <source>Also good! %1</source>
        <translation>也對！%1</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="270" />
        <source>Accepted for now: %1 (not proved in time)</source>
        <translation>暫時認可：%1（未能及時算清）</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="274" />
        <source>Correct! %1, answered by %2: your move.</source>
        <translation>正確！%1，對方應以 %2，請繼續。</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="275" />
        <source>Also good! %1, answered by %2: your move.</source>
        <translation>也對！%1，對方應以 %2，請繼續。</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="276" />
        <source>Accepted for now: %1 (not proved in time), answered by %2: your move.</source>
        <translation>暫時認可：%1（未能及時算清），對方應以 %2，請繼續。</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="279" />
        <source>Hint: play %1</source>
        <translation>提示：走 %1</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="281" />
        <source>Solved in %1</source>
        <translation>用時 %1 解出</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="281" />
        <source>Solved in %1 (after a mistake)</source>
        <translation>用時 %1 解出（有過失誤）</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="282" />
        <source>Solved in %1 with help: not counted as solved</source>
        <translation>用時 %1 解出，但用過提示：不算解出</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="284" />
        <source>No puzzle matches the filter</source>
        <translation>沒有符合篩選條件的習題</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="284" />
        <source>Your move</source>
        <translation>請走棋</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="285" />
        <source>Checking…</source>
        <translation>檢查中…</translation>
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
        <translation>這就是答案：試試下一題</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="287" />
        <source>All puzzles here are solved: this one again</source>
        <translation>本集習題已全部解出：再做一次這題</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="293" />
        <source>Puzzle progress not read in full</source>
        <translation>習題進度未能完整讀取</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="299" />
        <source>Your puzzle progress file %1 could not be read, nor moved aside. It is left as it is, and new results are not saved until it is moved away.</source>
        <translation>無法讀取習題進度檔案 %1，也無法將其移開。檔案保留原樣；在移走它之前，新的成績不會儲存。</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="302" />
        <source>Your puzzle progress file %1 could be read only in part (the results of %3 puzzles). Nothing was deleted: the whole file was kept as %2.</source>
        <translation>習題進度檔案 %1 只讀取了一部分（%3 個習題的成績）。沒有刪除任何內容：完整檔案已保留為 %2。</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="305" />
        <source>Your puzzle progress file %1 could not be read, so your progress starts afresh. Nothing was deleted: the file was kept as %2.</source>
        <translation>無法讀取習題進度檔案 %1，進度將重新開始。沒有刪除任何內容：檔案已保留為 %2。</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="316" />
        <source>%1 of the %2 positions in this file were left out (a bad position or move: %3; no moves: %4).</source>
        <translation>此檔案的 %2 個局面中有 %1 個未收入（局面或著法有誤：%3；沒有著法：%4）。</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="323" />
        <source>Progress not saved: %1. Your results still count while this window is open and are saved with the next one that can be.</source>
        <translation>進度未能儲存：%1。視窗開啟期間成績仍然有效，並會在下一次能儲存時一併儲存。</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="330" />
        <source>“%1” holds no position with moves to solve</source>
        <translation>「%1」中沒有帶著法的局面，無法解題</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="464" />
        <source>Puzzles</source>
        <translation>習題</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="465" />
        <source>Open…</source>
        <translation>開啟…</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="466" />
        <source>Filter</source>
        <translation>篩選</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="467" />
        <source>Difficulty</source>
        <translation>難度</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="468" />
        <source>Theme</source>
        <translation>主題</translation>
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
        <translation>重試</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="473" />
        <source>Next</source>
        <translation>下一題</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="502" />
        <source>Difficulty %1</source>
        <translation>難度 %1</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="527" />
        <source>Any theme</source>
        <translation>所有主題</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="539" />
        <source>Solved %1 · tried %2 · 1 puzzle</source>
        <translation>已解 %1 · 做過 %2 · 全部 1 題</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="539" />
        <source>Solved %1 · tried %2 · %3 puzzles</source>
        <translation>已解 %1 · 做過 %2 · 全部 %3 題</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="544" />
        <source>%1 due today</source>
        <translation>今天到期 %1 題</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="546" />
        <source>Rating: %1</source>
        <translation>等級分：%1</translation>
    </message>
    <message>
        <location filename="../../app/view/puzzle_window.py" line="624" />
        <source>Cannot open the collection</source>
        <translation>無法開啟習題集</translation>
    </message>
    </context><context><name>rules</name><message>
        <location filename="../../app/view/rules_help.py" line="21" />
        <location filename="../../app/view/texts.py" line="68" />
        <source>CXQ rules</source>
        <translation>CXQ 規則</translation>
    </message>
    <message>
        <location filename="../../app/view/rules_help.py" line="21" />
        <source>Asian Rules</source>
        <translation>亞洲規則</translation>
    </message>
    <message>
        <location filename="../../app/view/rules_help.py" line="21" />
        <source>Casual rules</source>
        <translation>休閒規則</translation>
    </message>
    <message>
        <location filename="../../app/view/rules_help.py" line="28" />
        <source>Counts consecutive checks and chases: more than 6 with one piece loses, whether or not positions repeat; automatic draws after 300, 120 effective or 30 quiet moves each</source>
        <translation>計算連續將軍和捉子的步數：一子連續超過 6 步判負，不論局面是否重複；雙方各走 300 步、120 有效步或 30 步無進展自動判和</translation>
    </message>
    <message>
        <location filename="../../app/view/rules_help.py" line="31" />
        <source>Judges a repeated position: perpetual check or a forbidden perpetual chase in the repeated cycle loses; other repetitions are drawn</source>
        <translation>局面重複時裁決：循環中長將或禁止的長捉判負，其他重複判和</translation>
    </message>
    <message>
        <location filename="../../app/view/rules_help.py" line="33" />
        <source>Only checkmate and stalemate end the game; a position repeated three times is a draw</source>
        <translation>只判將死與困斃；同一局面出現三次判和</translation>
    </message>
    <message>
        <location filename="../../app/view/rules_help.py" line="41" />
        <source>&lt;p&gt;In every ruleset a checkmated side loses, and so does a side with no legal move (stalemate loses in xiangqi). The kings may never face each other on an open file.&lt;/p&gt;</source>
        <translation>&lt;p&gt;在所有規則下，被將死的一方判負；無子可走（困斃）的一方也判負。將帥不能在同一直線上直接照面。&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../app/view/rules_help.py" line="45" />
        <source>&lt;h3&gt;CXQ rules (Chinese Xiangqi Association)&lt;/h3&gt;&lt;p&gt;&lt;b&gt;Perpetual check and chase are counted, not looked for in repeated positions.&lt;/b&gt; Every check in an unbroken run counts, even if the checking piece goes somewhere new each time and no position ever repeats.&lt;/p&gt;&lt;ul&gt;&lt;li&gt;With one piece you may check (or chase the same unprotected piece) 6 times in a row; the 7th loses. With two pieces 12, with three pieces 18.&lt;/li&gt;&lt;li&gt;A move that neither checks nor chases breaks the run.&lt;/li&gt;&lt;li&gt;If one side checks perpetually and the other chases perpetually, the checker loses; if both check (or both chase), it is a draw.&lt;/li&gt;&lt;li&gt;A chase is a move that attacks an unprotected piece (not the king, not a pawn still on its own side of the river); attacks by kings and pawns, and attacks on a piece of the same type that can take back, are not chases. A rook attacked by a cannon or horse counts as unprotected.&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;&lt;b&gt;Automatic draws:&lt;/b&gt; when each side has made 300 moves; when each side has made 120 effective moves (moves that neither check or chase nor answer one); when each side has made 30 moves since the last capture or advance of a crossed pawn.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;CXQ 規則（中國象棋協會）&lt;/h3&gt;&lt;p&gt;&lt;b&gt;長將和長捉按步數計算，而不是看局面是否重複。&lt;/b&gt;連續將軍中的每一步都計數，即使將軍的棋子每次走到新的位置、局面從未重複。&lt;/p&gt;&lt;ul&gt;&lt;li&gt;用一個子可以連續將軍（或連續捉同一個無根子）6 步，第 7 步判負；用兩個子 12 步，三個子 18 步。&lt;/li&gt;&lt;li&gt;一步既不將軍也不捉子的著法會中斷計數。&lt;/li&gt;&lt;li&gt;一方長將、另一方長捉，長將方判負；雙方都長將（或都長捉）判和。&lt;/li&gt;&lt;li&gt;捉是指走子後攻擊對方一個無根子（不是將帥，也不是未過河的兵卒）；將帥和兵卒的攻擊、以及攻擊能回吃的同類棋子，都不算捉。被炮或馬攻擊的車算作無根子。&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;&lt;b&gt;自動判和：&lt;/b&gt;雙方各走滿 300 步；雙方各走滿 120 步有效著法（既不將軍捉子、也不應將應捉的著法）；雙方自上次吃子或過河兵前進以來各走滿 30 步。&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../app/view/rules_help.py" line="62" />
        <source>&lt;h3&gt;Asian Rules (Asian Xiangqi Federation)&lt;/h3&gt;&lt;p&gt;&lt;b&gt;A repeated position is judged.&lt;/b&gt; When the same position occurs for the third time, the moves each side made in the repeated cycle are classified (check, chase, idle, ...) and the detail rules decide:&lt;/p&gt;&lt;ul&gt;&lt;li&gt;Perpetual check loses (rule 6); if both sides check perpetually it is a draw (rule 7).&lt;/li&gt;&lt;li&gt;A perpetual chase of one unprotected piece loses; some chases lose even against a protected piece, for example cannons chasing a rook (rule 15) or a rook chasing a crossed pawn (rule 31).&lt;/li&gt;&lt;li&gt;Any other repetition is a draw (rule 5).&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;Before you play a move that would repeat a forbidden cycle, the program asks you to confirm: under these rules you must change. Touch-move (Chapter 1 Section 3 rule 2) can be enforced from the Settings.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;亞洲規則（亞洲象棋聯合會）&lt;/h3&gt;&lt;p&gt;&lt;b&gt;對重複局面進行裁決。&lt;/b&gt;同一局面第三次出現時，把雙方在循環中的著法分類（將、捉、閒著……），由細則裁定：&lt;/p&gt;&lt;ul&gt;&lt;li&gt;長將判負（第 6 條）；雙方都長將判和（第 7 條）。&lt;/li&gt;&lt;li&gt;長捉一個無根子判負；有些長捉即使對方有根也判負，例如炮長捉車（第 15 條）、車長捉過河兵（第 31 條）。&lt;/li&gt;&lt;li&gt;其他重複判和（第 5 條）。&lt;/li&gt;&lt;/ul&gt;&lt;p&gt;走出會重複禁止循環的著法之前，程式會請你確認：按此規則你必須變著。摸子走子（第一章第三節第 2 條）可在設定中啟用。&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../app/view/rules_help.py" line="76" />
        <source>&lt;h3&gt;Casual rules&lt;/h3&gt;&lt;p&gt;Only the basic rules apply: checkmate or stalemate ends the game, and a position repeated three times is a draw, whoever caused it. There is no perpetual check or chase rule and no automatic draw by move counts.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;休閒規則&lt;/h3&gt;&lt;p&gt;只用基本規則：將死或困斃結束對局，同一局面出現三次判和，不論由誰造成。沒有長將長捉的規定，也沒有按步數自動判和。&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../app/view/rules_help.py" line="89" />
        <source>What are these rules?</source>
        <translation>這些規則是什麼？</translation>
    </message>
    </context><context><name>study</name><message>
        <location filename="../../app/view/study_texts.py" line="27" />
        <source>move</source>
        <translation>走子</translation>
    </message>
    <message>
        <location filename="../../app/view/study_texts.py" line="27" />
        <source>delete</source>
        <translation>刪除</translation>
    </message>
    <message>
        <location filename="../../app/view/study_texts.py" line="28" />
        <source>variation order</source>
        <translation>變著順序</translation>
    </message>
    <message>
        <location filename="../../app/view/study_texts.py" line="28" />
        <source>comment</source>
        <translation>註釋</translation>
    </message>
    <message>
        <location filename="../../app/view/study_texts.py" line="28" />
        <source>game information</source>
        <translation>棋局資訊</translation>
    </message>
    <message>
        <location filename="../../app/view/study_texts.py" line="29" />
        <source>glyph</source>
        <translation>評注符號</translation>
    </message>
    <message>
        <location filename="../../app/view/study_texts.py" line="29" />
        <source>diagram mark</source>
        <translation>局面圖標記</translation>
    </message>
    <message>
        <location filename="../../app/view/study_texts.py" line="29" />
        <source>arrows and circles</source>
        <translation>棋盤標記</translation>
    </message>
    <message>
        <location filename="../../app/view/study_texts.py" line="35" />
        <source>Deleted 1 move - %2 to undo</source>
        <translation>已刪除 1 步 - 按 %2 復原</translation>
    </message>
    <message>
        <location filename="../../app/view/study_texts.py" line="35" />
        <source>Deleted %1 moves - %2 to undo</source>
        <translation>已刪除 %1 步 - 按 %2 復原</translation>
    </message>
    <message>
        <location filename="../../app/view/study_texts.py" line="68" />
        <source>Game %1: moves after %2 were unreadable and are missing</source>
        <translation>第 %1 局：%2 之後的著法無法讀取，已缺失</translation>
    </message>
    <message>
        <location filename="../../app/view/study_texts.py" line="69" />
        <source>Game %1: the moves were unreadable and are missing</source>
        <translation>第 %1 局：著法無法讀取，已缺失</translation>
    </message>
    <message>
        <location filename="../../app/view/study_texts.py" line="71" />
        <source>Game %1: a variation after %2 could not be read and was left out</source>
        <translation>第 %1 局：%2 之後的一個變著無法讀取，已略去</translation>
    </message>
    <message>
        <location filename="../../app/view/study_texts.py" line="72" />
        <source>Game %1: a variation could not be read and was left out</source>
        <translation>第 %1 局：一個變著無法讀取，已略去</translation>
    </message>
    <message>
        <location filename="../../app/view/study_texts.py" line="74" />
        <source>Game %1: the file ends early; moves after %2 are missing</source>
        <translation>第 %1 局：檔案提前結束，%2 之後的著法缺失</translation>
    </message>
    <message>
        <location filename="../../app/view/study_texts.py" line="75" />
        <source>Game %1: the file ends early; the last moves may be missing</source>
        <translation>第 %1 局：檔案提前結束，最後的著法可能缺失</translation>
    </message>
    <message>
        <location filename="../../app/view/study_texts.py" line="76" />
        <source>The file ends early; the last game may be incomplete</source>
        <translation>檔案提前結束，最後一局可能不完整</translation>
    </message>
    <message>
        <location filename="../../app/view/study_texts.py" line="78" />
        <source>Game %1: a comment with no move to go with was left out</source>
        <translation>第 %1 局：一條沒有對應著法的註釋已略去</translation>
    </message>
    <message>
        <location filename="../../app/view/study_texts.py" line="80" />
        <source>Game %1: unbalanced brackets around a variation were ignored</source>
        <translation>第 %1 局：變著的括號不配對，已忽略</translation>
    </message>
    <message>
        <location filename="../../app/view/study_texts.py" line="82" />
        <source>Game %1: a move after %2 could be read two ways; the one the game goes on with was taken</source>
        <translation>第 %1 局：%2 之後的一步棋有兩種讀法，已按後續棋局採用其中一種</translation>
    </message>
    <message>
        <location filename="../../app/view/study_texts.py" line="84" />
        <source>Game %1 was left out, its start position cannot be played: %5</source>
        <translation>第 %1 局未收入，其起始局面無法走棋：%5</translation>
    </message>
    <message>
        <location filename="../../app/view/study_texts.py" line="89" />
        <source>Game %1 was left out: “%6” after %2 is not a legal move there</source>
        <translation>第 %1 局未收入：%2 之後的「%6」在此局面下不是合法著法</translation>
    </message>
    <message>
        <location filename="../../app/view/study_texts.py" line="90" />
        <source>Game %1 was left out: “%6” after %2 could not be read</source>
        <translation>第 %1 局未收入：%2 之後的「%6」無法讀取</translation>
    </message>
    <message>
        <location filename="../../app/view/study_texts.py" line="92" />
        <source>Game %1 was left out: its first move “%6” is not a legal move</source>
        <translation>第 %1 局未收入：第一步「%6」不是合法著法</translation>
    </message>
    <message>
        <location filename="../../app/view/study_texts.py" line="93" />
        <source>Game %1 was left out: its first move “%6” could not be read</source>
        <translation>第 %1 局未收入：第一步「%6」無法讀取</translation>
    </message>
    <message>
        <location filename="../../app/view/study_texts.py" line="95" />
        <source>Game %1 could not be read and was left out</source>
        <translation>第 %1 局無法讀取，已略去</translation>
    </message>
    <message>
        <location filename="../../app/view/study_texts.py" line="97" />
        <location filename="../../app/view/study_texts.py" line="173" />
        <source>The file's section headers (%3) were skipped</source>
        <translation>檔案中的分組標題（%3 個）已跳過</translation>
    </message>
    <message>
        <location filename="../../app/view/study_texts.py" line="99" />
        <source>“%4” is empty</source>
        <translation>「%4」是空檔案</translation>
    </message>
    <message>
        <location filename="../../app/view/study_texts.py" line="99" />
        <source>“%4” is not a game file we can read</source>
        <translation>「%4」不是本程式能讀取的棋譜檔案</translation>
    </message>
    <message>
        <location filename="../../app/view/study_texts.py" line="101" />
        <source>“%4” could not be opened</source>
        <translation>無法開啟「%4」</translation>
    </message>
    <message>
        <location filename="../../app/view/study_texts.py" line="103" />
        <source>“%4” could not be read: the reader failed (%5)</source>
        <translation>無法讀取「%4」：讀取程式出錯（%5）</translation>
    </message>
    <message>
        <location filename="../../app/view/study_texts.py" line="105" />
        <source>Game %1: %5</source>
        <translation>第 %1 局：%5</translation>
    </message>
    <message>
        <location filename="../../app/view/study_texts.py" line="120" />
        <source>“%1” after %2 is not a legal move there.</source>
        <translation>%2 之後的「%1」在此局面下不是合法著法。</translation>
    </message>
    <message>
        <location filename="../../app/view/study_texts.py" line="121" />
        <source>“%1” after %2 could be more than one move.</source>
        <translation>%2 之後的「%1」可以讀作不止一種著法。</translation>
    </message>
    <message>
        <location filename="../../app/view/study_texts.py" line="122" />
        <source>“%1” after %2 could not be read as a move.</source>
        <translation>%2 之後的「%1」無法作為著法讀取。</translation>
    </message>
    <message>
        <location filename="../../app/view/study_texts.py" line="124" />
        <source>The first move, “%1”, is not a legal move.</source>
        <translation>第一步「%1」不是合法著法。</translation>
    </message>
    <message>
        <location filename="../../app/view/study_texts.py" line="125" />
        <source>The first move, “%1”, could be more than one move.</source>
        <translation>第一步「%1」可以讀作不止一種著法。</translation>
    </message>
    <message>
        <location filename="../../app/view/study_texts.py" line="126" />
        <source>The first move, “%1”, could not be read as a move.</source>
        <translation>第一步「%1」無法作為著法讀取。</translation>
    </message>
    <message>
        <location filename="../../app/view/study_texts.py" line="130" />
        <source>the move of the main line</source>
        <translation>主線的 1 步</translation>
    </message>
    <message>
        <location filename="../../app/view/study_texts.py" line="131" />
        <source>the %1 moves of the main line</source>
        <translation>主線的 %1 步</translation>
    </message>
    <message>
        <location filename="../../app/view/study_texts.py" line="133" />
        <source>It is inside a variation: the study keeps %1 and %2 before it, and nothing after it.</source>
        <translation>它位於變著之中：已保留%1和它之前%2，之後的內容均未讀入。</translation>
    </message>
    <message>
        <location filename="../../app/view/study_texts.py" line="134" />
        <source>the move of the variation</source>
        <translation>變著的 1 步</translation>
    </message>
    <message>
        <location filename="../../app/view/study_texts.py" line="135" />
        <source>the %1 moves of the variation</source>
        <translation>變著的 %1 步</translation>
    </message>
    <message>
        <location filename="../../app/view/study_texts.py" line="137" />
        <source>It starts a variation: the study keeps %1, and nothing after it.</source>
        <translation>它是變著的第一步：已保留%1，之後的內容均未讀入。</translation>
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
        <translation>……另有 %1 個問題</translation>
    </message>
    <message>
        <location filename="../../app/view/study_texts.py" line="182" />
        <source>“%1” was read, but not all of it (%2 games):</source>
        <translation>「%1」已讀取，但有部分內容丟失（共 %2 局）：</translation>
    </message>
    <message>
        <location filename="../../app/view/study_texts.py" line="183" />
        <source>“%1” was read, but not all of it:</source>
        <translation>「%1」已讀取，但有部分內容丟失：</translation>
    </message>
    <message>
        <location filename="../../app/view/study_texts.py" line="188" />
        <source>“%1” could not be read</source>
        <translation>無法讀取「%1」</translation>
    </message>
    <message>
        <location filename="../../app/view/study_texts.py" line="193" />
        <source>“%1” no longer exists</source>
        <translation>「%1」已不存在</translation>
    </message>
    <message>
        <location filename="../../app/view/study_window.py" line="77" />
        <source>Unsaved changes</source>
        <translation>未儲存的修改</translation>
    </message>
    <message>
        <location filename="../../app/view/study_window.py" line="78" />
        <source>Save the changes to %1?</source>
        <translation>儲存對 %1 的修改嗎？</translation>
    </message>
    <message>
        <location filename="../../app/view/study_window.py" line="91" />
        <source>Save games as PGN</source>
        <translation>另存為 PGN 棋譜</translation>
    </message>
    <message>
        <location filename="../../app/view/study_window.py" line="102" />
        <source>Open saved games</source>
        <translation>開啟棋譜</translation>
    </message>
    <message>
        <location filename="../../app/view/study_window.py" line="124" />
        <source>Cannot open the file</source>
        <translation>無法開啟檔案</translation>
    </message>
    <message><source>PGN, Chinese moves (*.pgn)</source><translation>PGN，中文著法 (*.pgn)</translation></message><message><source>PGN, WXF moves (*.pgn)</source><translation>PGN，WXF 著法 (*.pgn)</translation></message><message><source>PGN, ICCS moves (*.pgn)</source><translation>PGN，ICCS 著法 (*.pgn)</translation></message><message><source>Saved games (*.pgn *.xqf *.cbr *.cbl *.ubb *.txt *.wxf *.htm *.html);;All files (*)</source><translation>棋譜檔案 (*.pgn *.xqf *.cbr *.cbl *.ubb *.txt *.wxf *.htm *.html);;所有檔案 (*)</translation></message></context></TS>