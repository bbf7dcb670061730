"""Every piece of UI text in English and Simplified Chinese.

``t(key, lang, **params)`` looks a string up and fills ``{params}``. Exercise content (titles,
prompts, hints, explanations) comes from the pack, which carries both languages itself; verdict
labels and grading messages come from ``grader.messages``.
"""

from __future__ import annotations

LANGS: dict[str, str] = {"en": "English", "zh": "简体中文"}

S: dict[str, tuple[str, str]] = {
    # ---------------------------------------------------------------- app shell
    "app.title": ("Attention Dojo", "注意力道场"),
    "app.tagline": ("Interview practice for Transformer attention: write it, get graded, see it attend.",
                    "Transformer 注意力机制面试练习：亲手实现、即时评分、看见注意力。"),
    "nav.curriculum": ("Curriculum", "课程"),
    "nav.exercise": ("Exercise", "练习"),
    "nav.playground": ("Playground", "演练场"),
    "nav.progress": ("Progress", "进度"),
    "nav.packs": ("Packs", "题包"),
    "nav.quiz": ("Quiz", "测验"),
    "nav.mock_interview": ("Mock interview", "模拟面试"),
    "nav.real_model": ("Real model", "真实模型"),
    "nav.section.practice": ("Practice", "练习"),
    "nav.section.you": ("You", "我的"),
    "side.language": ("Language", "语言"),
    "side.profile": ("Profile", "档案"),
    "side.profile_help": ("A local name that keeps your drafts and progress apart from others on this "
                          "machine. No password: anyone who types the same name sees the same progress.",
                          "用来区分本机上不同学习者草稿与进度的本地名字。没有密码：输入同一名字的人会看到同样的进度。"),
    "side.profile_switch": ("Switch", "切换"),
    "side.signed_in_as": ("Signed in as {name}", "已登录：{name}"),
    "side.log_in": ("Log in", "登录"),
    "side.log_out": ("Log out", "退出登录"),
    "side.pack": ("Pack: {title}", "题包：{title}"),
    "side.bad_profile": ("Use 1–64 letters, digits, spaces, dots, dashes or underscores.",
                         "请使用 1–64 个字母、数字、空格、点、短横线或下划线。"),
    "common.pack_error": ("The pack could not be loaded (it may be being edited). Problems:",
                          "题包无法加载（可能正在编辑中）。问题如下："),
    "common.retry": ("Retry", "重试"),
    "common.no_exercises": ("This pack has no exercises.", "这个题包里没有练习。"),
    # ---------------------------------------------------------------- statuses, difficulty
    "status.not_started": ("not started", "未开始"),
    "status.attempted": ("attempted", "已尝试"),
    "status.solved": ("solved", "已通过"),
    "difficulty.easy": ("easy", "简单"),
    "difficulty.medium": ("medium", "中等"),
    "difficulty.hard": ("hard", "困难"),
    # ---------------------------------------------------------------- curriculum
    "cur.title": ("Curriculum", "课程"),
    "cur.intro": ("Exercises in learning order. Each one is a numpy function graded against hidden cases; "
                  "after every run you see the attention weights your code produced.",
                  "练习按学习顺序排列。每道题是一个 numpy 函数，用隐藏用例评分；每次运行后都能看到你的代码算出的注意力权重。"),
    "cur.col.n": ("#", "#"),
    "cur.col.exercise": ("Exercise", "练习"),
    "cur.col.difficulty": ("Difficulty", "难度"),
    "cur.col.tags": ("Tags", "标签"),
    "cur.col.status": ("Status", "状态"),
    "cur.col.best": ("Best score", "最高分"),
    "cur.open": ("Open", "打开"),
    "cur.next": ("Next up: **{title}**", "下一步：**{title}**"),
    "cur.all_done": ("Every exercise solved. Try the playground, or the quiz.",
                     "所有练习都已通过。去演练场看看，或者做做测验。"),
    "cur.go": ("Go to {title}", "前往 {title}"),
    "cur.solved_count": ("Solved", "已通过"),
    "cur.quiz_progress": ("Quiz", "测验"),
    "cur.quiz_value": ("{correct}/{answered} correct", "答对 {correct}/{answered}"),
    "cur.quiz_none": ("not started", "未开始"),
    "cur.open_quiz": ("Open the quiz", "打开测验"),
    # ---------------------------------------------------------------- exercise page
    "ex.pick": ("Exercise", "练习"),
    "ex.unknown": ("No exercise {id!r} in this pack; showing the first one.", "本题包中没有练习 {id!r}，已显示第一道。"),
    "ex.examples": ("Public examples", "公开示例"),
    "ex.example_inputs": ("inputs", "输入"),
    "ex.example_expected": ("expected", "期望输出"),
    "ex.no_examples": ("No public examples for this exercise.", "这道题没有公开示例。"),
    "ex.editor": ("Your solution (Python)", "你的代码（Python）"),
    "ex.editor_help": ("Write the function in numpy. Run checks the public examples; Submit grades every case.",
                       "用 numpy 写出这个函数。“运行”检查公开示例；“提交”用全部用例评分。"),
    "ex.editor_hint": ("Ctrl+Enter submits · Tab indents", "Ctrl+Enter 提交 · Tab 缩进"),
    "ex.run": ("Run", "运行"),
    "ex.submit": ("Submit", "提交"),
    "ex.save": ("Save draft", "保存草稿"),
    "ex.reset": ("Reset to stub", "恢复初始代码"),
    "ex.saved": ("Draft saved.", "草稿已保存。"),
    "ex.running": ("Grading in a sandbox…", "正在沙箱中评分……"),
    "ex.busy": ("The grader is busy with other learners' submissions. Try again in a moment.",
                "评分器正忙于处理其他学习者的提交，请稍后再试。"),
    "ex.pack_broken": ("The pack failed while grading:", "评分时题包出错："),
    "ex.result": ("Result", "结果"),
    "ex.result_run": ("Run: public examples only", "运行：仅公开示例"),
    "ex.result_submit": ("Submit: all cases", "提交：全部用例"),
    "ex.score": ("Score", "得分"),
    "ex.cases_passed": ("Cases passed", "通过用例"),
    "ex.time": ("Time", "用时"),
    "ex.syntax_free": ("A syntax error costs no attempt.", "语法错误不计入尝试次数。"),
    "ex.diagnosis": ("Diagnosis: {name}", "诊断：{name}"),
    "ex.diagnosis_cases": ("matched on {n} case(s)", "在 {n} 个用例上吻合"),
    "ex.exception": ("Where it broke: line {line} of your code", "出错位置：你的代码第 {line} 行"),
    "ex.cases": ("Cases", "用例"),
    "ex.col.case": ("case", "用例"),
    "ex.col.visibility": ("visibility", "可见性"),
    "ex.col.verdict": ("verdict", "判定"),
    "ex.col.message": ("message", "信息"),
    "ex.col.error": ("max error", "最大误差"),
    "ex.col.diagnosis": ("diagnosis", "诊断"),
    "ex.col.line": ("line", "行"),
    "ex.col.ms": ("ms", "毫秒"),
    "ex.public": ("public", "公开"),
    "ex.hidden": ("hidden", "隐藏"),
    "ex.case_details": ("Public case details", "公开用例详情"),
    "ex.actual": ("your output", "你的输出"),
    "ex.stdout": ("printed output", "打印输出"),
    "ex.hints": ("Hints", "提示"),
    "ex.hint_n": ("Hint {n}", "提示 {n}"),
    "ex.show_hint": ("Show a hint ({shown}/{total})", "显示提示（{shown}/{total}）"),
    "ex.no_more_hints": ("No more hints.", "没有更多提示了。"),
    "ex.no_hints": ("This exercise has no hints.", "这道题没有提示。"),
    "ex.solution": ("Reference solution", "参考答案"),
    "ex.solution_locked": ("The reference solution and its explanation unlock once you solve this exercise.",
                           "通过本题后即可查看参考答案与讲解。"),
    "ex.solution_none": ("This pack ships without reference solutions.", "这个题包不含参考答案。"),
    "ex.explanation": ("Why it works", "原理讲解"),
    "ex.attempts": ("Attempts", "尝试次数"),
    "ex.best": ("Best", "最高分"),
    "ex.time_spent": ("Time spent", "用时"),
    "ex.status": ("Status", "状态"),
    "ex.weights": ("Your attention weights", "你的注意力权重"),
    "ex.weights_intro": ("Your function, run in the sandbox on sentences from the articles, beside the "
                         "reference and the difference (yours − reference).",
                         "在沙箱中用文章里的句子运行你的函数，并与参考实现及两者之差（你的 − 参考）并排展示。"),
    "ex.weights_after_run": ("Run or submit your code to see the weights it produces.",
                             "运行或提交代码后，就能看到它算出的权重。"),
    "ex.sentence": ("Sentence", "句子"),
    "ex.heads": ("Heads", "头数"),
    "ex.cross_pair": ("Cross-attention pair", "交叉注意力句对"),
    "ex.your_call_failed": ("Your function on this input:", "你的函数在这组输入上："),
    "ex.demo_expl": ("How the demo embeddings work", "演示用词向量是怎么来的"),
    "ex.no_visual": ("This exercise has no attention picture.", "这道题没有注意力图。"),
    # ---------------------------------------------------------------- visuals
    "vis.yours": ("Yours", "你的"),
    "vis.reference": ("Reference", "参考"),
    "vis.difference": ("Difference (yours − reference)", "差值（你的 − 参考）"),
    "vis.seed_article": ("The article", "文章中"),
    "vis.key": ("key", "键"),
    "vis.query": ("query", "查询"),
    "vis.weight": ("weight", "权重"),
    "vis.masked": ("masked", "已遮挡"),
    "vis.head": ("head", "头"),
    "vis.token": ("token", "词元"),
    "vis.feature": ("feature", "特征"),
    "vis.position": ("position", "位置"),
    "vis.sentence": ("sentence", "句子"),
    "vis.at_line": (" (line {line})", "（第 {line} 行）"),
    "vis.not_run": ("not run", "未运行"),
    "vis.no_array": ("output {n} is not a numpy array", "第 {n} 个输出不是 numpy 数组"),
    "vis.bad_shape": ("your output has shape {got}, expected {expected}", "你的输出形状为 {got}，应为 {expected}"),
    "vis.softmax_bars_title": ("How much “Apple” attends to each word", "“Apple” 对每个词的注意力"),
    "vis.softmax_bars_note": ("Scores of “Apple” for released, iPhone, new, a (the public case apple_context) through "
                              "your softmax, the reference, and the seed article's released 30 % / iPhone 55 % / "
                              "new 10 % / a 1 %.",
                              "“Apple” 对 released、iPhone、new、a 的打分（公开用例 apple_context）经过你的 softmax、"
                              "参考实现，以及种子文章中的 released 30% / iPhone 55% / new 10% / a 1%。"),
    "vis.softmax_matrix_title": ("Softmax of the sentence's scaled scores", "句子缩放后打分的 softmax"),
    "vis.softmax_matrix_note": ("Each row is one query word; your softmax turns its row of scores into weights. "
                                "The Σ column is each row's sum: red when it is not 1.",
                                "每一行是一个查询词；你的 softmax 把这一行打分变成权重。Σ 列是每行之和：不为 1 时标红。"),
    "vis.softmax_masked_title": ("With −∞ scores: a causal mask and two [PAD] tokens",
                                 "含 −∞ 打分：因果掩码加两个 [PAD]"),
    "vis.softmax_masked_note": ("Grey × cells were −∞. The [PAD] rows have no allowed key at all: they must come "
                                "out as zeros (\"masked\" in Σ), never NaN.",
                                "灰色 × 单元格的打分是 −∞。[PAD] 行没有任何可关注的键：结果必须是全 0（Σ 列显示“已遮挡”），不能是 NaN。"),
    "vis.causal_title": ("Your causal mask on the sentence", "你的因果掩码作用在句子上"),
    "vis.causal_note": ("✓ = this query may attend to this key. A red frame marks a cell that differs from the "
                        "reference. Right: the weights that result when the mask is applied.",
                        "✓ 表示该查询可以关注该键。红框表示与参考不同的单元格。右侧：应用此掩码后的注意力权重。"),
    "vis.kv_cache_title": ("With a KV cache: the newest queries see every cached key",
                           "使用 KV 缓存：最新的查询能看到所有已缓存的键"),
    "vis.kv_cache_note": ("q_len < k_len: the mask is aligned bottom-right.", "q_len < k_len：掩码右下对齐。"),
    "vis.weights_with_your_mask": ("Weights with your mask", "使用你的掩码后的权重"),
    "vis.weights_with_mask": ("Weights with the mask", "使用掩码后的权重"),
    "vis.padding_title": ("Your padding mask for a batch of three sentences", "你为三个句子组成的批次生成的填充掩码"),
    "vis.padding_note": ("Sentences of different lengths are padded to the longest; True (✓) marks real tokens.",
                         "不同长度的句子被填充到最长句子的长度；True（✓）表示真实词元。"),
    "vis.padding_weights_title": ("The shortest sentence, padded: [PAD] keys get no weight",
                                  "最短的句子（已填充）：[PAD] 键不分配权重"),
    "vis.padding_weights_note": ("Attention weights with the key mask applied to every query row.",
                                 "对每个查询行应用键掩码后的注意力权重。"),
    "vis.self_title": ("Self-attention on the sentence", "句子上的自注意力"),
    "vis.self_note": ("Q, K and V all come from the same sentence (demo projections below).",
                      "Q、K、V 都来自同一句子（演示投影见下方）。"),
    "vis.self_causal_title": ("Self-attention with a causal mask", "带因果掩码的自注意力"),
    "vis.self_causal_note": ("Each word may only look at itself and the words before it.",
                             "每个词只能关注自身和它之前的词。"),
    "vis.cross_title": ("Cross-attention: “{en}” → “{zh}”", "交叉注意力：“{en}” → “{zh}”"),
    "vis.cross_note": ("English words ask (Q); the Chinese translation answers (K, V). Words that mean the same get "
                       "the most weight — the alignment a translation model learns.",
                       "英文词发问（Q），中文译文作答（K、V）。意思相同的词得到最大的权重——这正是翻译模型学到的对齐。"),
    "vis.mha_title": ("Multi-head self-attention, {heads} heads", "多头自注意力，{heads} 个头"),
    "vis.mha_note": ("One small multiple per head: each head sees its own slice of the features and attends "
                     "differently (e.g. one follows the topic, another links the pronoun to its referent).",
                     "每个头一张小图：每个头只看到自己那一部分特征，注意力各不相同（例如一个头追踪话题，另一个把代词连到它所指的词）。"),
    "vis.mha_cross_title": ("Multi-head cross-attention, {heads} heads: “{en}” → “{zh}”",
                            "多头交叉注意力，{heads} 个头：“{en}” → “{zh}”"),
    "vis.apply_mask_title": ("Your masked scores: causal mask on the sentence", "你的掩码打分：句子上的因果掩码"),
    "vis.apply_mask_note": ("Grey × cells must hold −∞; every other cell keeps its score.",
                            "灰色 × 单元格必须是 −∞；其他单元格保持原打分。"),
    "vis.apply_mask_softmax_title": ("After softmax: masked keys get no weight", "softmax 之后：被遮挡的键权重为 0"),
    "vis.gqa_title": ("Grouped-query attention: {q} query heads share {kv} key/value heads",
                      "分组查询注意力：{q} 个查询头共享 {kv} 个键/值头"),
    "vis.gqa_note": ("Query heads 0–1 use key/value head 0, heads 2–3 use key/value head 1 (contiguous groups).",
                     "查询头 0–1 使用键/值头 0，查询头 2–3 使用键/值头 1（连续分组）。"),
    "vis.split_title": ("Your split into {heads} heads", "你拆分出的 {heads} 个头"),
    "vis.split_note": ("Each head gets a contiguous slice of the features of every token.",
                       "每个头得到每个词元特征中连续的一段。"),
    "vis.merge_title": ("Merging {heads} heads back", "把 {heads} 个头合并回去"),
    "vis.merge_note": ("Merging the reference split must give back the embeddings exactly.",
                       "合并参考拆分的结果必须精确还原原始嵌入。"),
    "vis.demo_explained": (
        "Every word is a vector of eight hand-written features — like the article's table for *Dog* "
        "(animal 0.98, living 0.99 …): **tech, food, person, action | describes, pointer, state, thing**. "
        "“Apple” and “apple” share one vector (tech 0.6 and food 0.5 at once); attention has to tell them apart.\n\n"
        "- **W_K = identity**: a word's key announces its features.\n"
        "- **W_Q** writes down what a word looks for: nouns look for words that describe them and for their verb; "
        "verbs look for people and things; pronouns look for the one the sentence says something about; "
        "tech words look for tech words, food words for food words.\n"
        "- **W_V = W_O = identity**: ΔE = Σ weight × V adds the context's features to the word.\n"
        "- With 2 heads each head sees four features, with 4 heads two.\n"
        "- Cross-attention compares meanings: unit-length features on both sides, Chinese words share the vector of "
        "their translation.\n\nUnknown words get random features, like the article's untrained Dog = [0.17, 0.91, 0.32].",
        "每个词都是由八个手写特征组成的向量——就像文章中“狗”的特征表（动物性 0.98、生命体 0.99……）："
        "**科技、食物、人物、动作 | 修饰、指代、状态、物体**。“Apple”和“apple”共用同一个向量（同时具有科技 0.6 和食物 0.5），"
        "需要注意力来区分它们。\n\n"
        "- **W_K = 单位矩阵**：词的键宣告它自身的特征。\n"
        "- **W_Q** 写下一个词在寻找什么：名词寻找修饰它的词和它的动词；动词寻找人和物；代词寻找句子在谈论的那个对象；"
        "科技词找科技词，食物词找食物词。\n"
        "- **W_V = W_O = 单位矩阵**：ΔE = Σ 权重 × V 把上下文的特征加到这个词上。\n"
        "- 2 个头时每个头看到四个特征，4 个头时每个头看到两个。\n"
        "- 交叉注意力比较的是词义：两侧都用单位长度的特征，中文词与其译词共用同一向量。\n\n"
        "未知词使用随机特征，就像文章里未经训练的 Dog = [0.17, 0.91, 0.32]。"),
    # ---------------------------------------------------------------- playground
    "pg.title": ("Playground", "演练场"),
    "pg.intro": ("Step through scaled dot-product attention on a sentence, computed by the reference: "
                 "scores → scaled → masked → softmax → weighted sum of V → E + ΔE.",
                 "用参考实现在一句话上逐步演示缩放点积注意力：打分 → 缩放 → 掩码 → softmax → 对 V 加权求和 → E + ΔE。"),
    "pg.sentence": ("Sentence", "句子"),
    "pg.custom": ("…or type your own", "……或者输入你自己的句子"),
    "pg.custom_placeholder": ("e.g. The cat drank milk", "例如：The cat drank milk"),
    "pg.mask": ("Mask", "掩码"),
    "pg.mask.none": ("none", "无"),
    "pg.mask.causal": ("causal", "因果"),
    "pg.mask.padding": ("padding (+2 [PAD])", "填充（+2 个 [PAD]）"),
    "pg.heads": ("Heads", "头数"),
    "pg.step": ("Step", "步骤"),
    "pg.focus": ("Follow the word", "跟踪的词"),
    "pg.show_all": ("Show every step", "显示所有步骤"),
    "pg.unknown_words": ("Not in the demo vocabulary (random features, like an untrained embedding): {words}",
                         "不在演示词表中（使用随机特征，就像未训练的词向量）：{words}"),
    "pg.empty": ("Type a sentence with at least one word.", "请输入至少包含一个词的句子。"),
    "pg.step.embed": ("0 · Embeddings E and Q, K, V", "0 · 词向量 E 与 Q、K、V"),
    "pg.step.scores": ("1 · Scores Q·Kᵀ", "1 · 打分 Q·Kᵀ"),
    "pg.step.scaled": ("2 · Scaled by 1/√d_k", "2 · 除以 √d_k 缩放"),
    "pg.step.masked": ("3 · Masked (−∞)", "3 · 掩码（−∞）"),
    "pg.step.softmax": ("4 · Softmax → weights", "4 · Softmax → 权重"),
    "pg.step.weighted": ("5 · Weighted sum of V → ΔE", "5 · 对 V 加权求和 → ΔE"),
    "pg.step.update": ("6 · E + ΔE", "6 · E + ΔE"),
    "pg.expl.embed": ("Each token's features (E), then its query Q = E·W_Q (what it looks for), key K = E·W_K "
                      "(what it offers) and value V = E·W_V (what it passes on).",
                      "每个词元的特征 E，以及查询 Q = E·W_Q（它在找什么）、键 K = E·W_K（它能提供什么）、值 V = E·W_V（它传递的内容）。"),
    "pg.expl.scores": ("Dot product of every query with every key: large when what one word looks for matches "
                       "what another offers.", "每个查询与每个键的点积：一个词寻找的正是另一个词提供的，分数就大。"),
    "pg.expl.scaled": ("Divided by √d_k = √{dk} ≈ {sq:.2f} so that softmax does not saturate as d_k grows.",
                       "除以 √d_k = √{dk} ≈ {sq:.2f}，防止 d_k 增大时 softmax 饱和。"),
    "pg.expl.masked": ("Masked scores become −∞ (grey ×): after softmax they get exactly 0 weight.",
                       "被遮挡的分数变成 −∞（灰色 ×）：softmax 之后权重恰好为 0。"),
    "pg.expl.softmax": ("Each row becomes weights ≥ 0 that sum to 1 (Σ column); a row with no allowed key is all 0.",
                        "每一行变成非负且和为 1 的权重（Σ 列）；没有可关注键的行全为 0。"),
    "pg.expl.weighted": ("ΔE = weights · V, per head, heads merged back and multiplied by W_O: what each word takes "
                         "from its context.", "ΔE = 权重 · V（逐头计算，合并后乘以 W_O）：每个词从上下文中获得的信息。"),
    "pg.expl.update": ("The new, context-aware embedding. Follow “{word}”: the features it gained are listed below.",
                       "新的、带上下文的嵌入。跟踪“{word}”：下方列出了它获得的特征。"),
    "pg.gained": ("“{word}” gained: {gains}", "“{word}” 获得：{gains}"),
    "pg.matrix.E": ("E (embeddings)", "E（词向量）"),
    "pg.matrix.Q": ("Q", "Q"),
    "pg.matrix.K": ("K", "K"),
    "pg.matrix.V": ("V", "V"),
    "pg.matrix.dE": ("ΔE", "ΔE"),
    "pg.matrix.new": ("E + ΔE", "E + ΔE"),
    "pg.matrix.mask": ("mask", "掩码"),
    # ---------------------------------------------------------------- progress
    "prog.title": ("Progress", "进度"),
    "prog.summary": ("Per exercise", "按练习统计"),
    "prog.col.exercise": ("exercise", "练习"),
    "prog.col.status": ("status", "状态"),
    "prog.col.attempts": ("attempts", "尝试次数"),
    "prog.col.runs": ("runs", "运行次数"),
    "prog.col.best": ("best score", "最高分"),
    "prog.col.time": ("time spent", "用时"),
    "prog.col.verdicts": ("history of verdicts", "判定历史"),
    "prog.history": ("History", "历史记录"),
    "prog.no_history": ("Nothing yet: run or submit an exercise.", "还没有记录：去运行或提交一道练习吧。"),
    "prog.quiz": ("Quiz answers", "测验作答"),
    "prog.mock": ("Mock interviews", "模拟面试"),
    "prog.no_mock": ("No finished mock interview yet.", "还没有完成的模拟面试。"),
    "prog.mock.col.time": ("finished", "完成时间"),
    "prog.mock.col.pack": ("pack", "题包"),
    "prog.mock.col.correct": ("correct", "答对"),
    "prog.mock.col.percent": ("score", "得分"),
    "prog.mock.col.time_used": ("time used", "用时"),
    "prog.mock.col.timed_out": ("time up", "超时"),
    "prog.mock_detail": ("One interview, item by item", "逐题查看一次面试"),
    "prog.mock_pick": ("Interview", "面试"),
    "prog.mock.col.n": ("#", "#"),
    "prog.mock.col.kind": ("kind", "题型"),
    "prog.mock.col.item": ("item", "题目"),
    "prog.mock.col.status": ("status", "状态"),
    "prog.mock.col.score": ("score", "得分"),
    "prog.export": ("Download history (CSV)", "下载历史记录（CSV）"),
    "prog.reset": ("Reset progress", "重置进度"),
    "prog.reset_scope": ("What to reset", "重置范围"),
    "prog.reset_pack": ("this pack only", "仅当前题包"),
    "prog.reset_all": ("everything of this profile", "该档案的全部内容"),
    "prog.reset_confirm": ("Yes, delete my drafts, attempts, quiz answers and mock interviews",
                           "是的，删除我的草稿、尝试记录、测验作答和模拟面试"),
    "prog.reset_done": ("Progress reset.", "进度已重置。"),
    "prog.total_time": ("Total time", "总用时"),
    "prog.solved": ("Solved", "已通过"),
    "prog.attempts_total": ("Attempts", "尝试次数"),
    # ---------------------------------------------------------------- packs
    "packs.title": ("Packs", "题包"),
    "packs.current": ("Current pack", "当前题包"),
    "packs.exercises": ("{n} exercises", "{n} 道练习"),
    "packs.switch": ("Switch to a pack you loaded before", "切换到以前加载过的题包"),
    "packs.use": ("Use this pack", "使用此题包"),
    "packs.builtin": ("Built-in pack", "内置题包"),
    "packs.load_folder": ("Load from a folder on the server", "从服务器上的文件夹加载"),
    "packs.folder": ("Folder path", "文件夹路径"),
    "packs.load": ("Validate and load", "校验并加载"),
    "packs.upload": ("Upload a pack (.zip)", "上传题包（.zip）"),
    "packs.validating": ("Validating the pack…", "正在校验题包……"),
    "packs.refused": ("Refused: the pack has {n} problem(s). Nothing was loaded.",
                      "已拒绝：题包有 {n} 个问题，未加载任何内容。"),
    "packs.loaded": ("Loaded “{title}” ({n} exercises).", "已加载“{title}”（{n} 道练习）。"),
    "packs.disabled": ("Loading packs is switched off on this server (DOJO_ALLOW_PACK_LOADING).",
                       "此服务器已关闭题包加载（DOJO_ALLOW_PACK_LOADING）。"),
    "packs.trust_note": ("A pack's reference solutions run inside the app, so load only packs you trust.",
                         "题包的参考答案会在应用进程内运行，请只加载你信任的题包。"),
    "packs.col.file": ("file", "文件"),
    "packs.col.field": ("field", "字段"),
    "packs.col.problem": ("problem", "问题"),
    "packs.no_solutions": ("student copy: no reference solutions", "学生版：不含参考答案"),
}


def t(key: str, lang: str = "en", **params) -> str:
    """The UI string ``key`` in ``lang`` ("en" or "zh"), with ``{params}`` filled in."""
    en, zh = S[key]
    text = zh if lang == "zh" else en
    if params:
        try:
            return text.format(**params)
        except (KeyError, IndexError, ValueError):
            return text
    return text


def fmt_duration(seconds: float | None, lang: str = "en") -> str:
    s = int(round(seconds or 0))
    h, rem = divmod(s, 3600)
    m, sec = divmod(rem, 60)
    if lang == "zh":
        return f"{h} 小时 {m} 分" if h else (f"{m} 分 {sec} 秒" if m else f"{sec} 秒")
    return f"{h} h {m} min" if h else (f"{m} min {sec} s" if m else f"{sec} s")
