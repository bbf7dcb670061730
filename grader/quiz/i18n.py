"""UI sentences of the quiz (CLI and app pages) in English and Simplified Chinese."""

from __future__ import annotations

STRINGS: dict[str, tuple[str, str]] = {
    # answer parsing and checking
    "nothing": ("(nothing)", "（未选择）"),
    "empty_answer": ("Type an answer.", "请输入答案。"),
    "bad_number": ("{token!s} is not a number (write e.g. 26, 0.09, 1/8 or -2.5)",
                   "{token!s} 不是数字（例如 26、0.09、1/8 或 -2.5）"),
    "need_n_numbers": ("this question wants {n} number{n_s}, got {got}", "本题需要 {n} 个数，你给了 {got} 个"),
    "bad_choice": ("{token!s} is not one of the choices ({labels})", "{token!s} 不是选项之一（{labels}）"),
    "need_one_choice": ("choose exactly one of {labels}", "请在 {labels} 中选且只选一个"),
    "need_some_choice": ("choose one or more of {labels}", "请在 {labels} 中选择一个或多个"),
    "need_permutation": ("give every item number once, in your order, e.g. {labels}",
                         "请按你的顺序写出每个编号各一次，例如 {labels}"),
    "numbers_right": ("{k} of {n} numbers are right", "{n} 个数中对了 {k} 个"),
    "pairs_right": ("{k} of {n} pairs are in the right order", "{n} 对中有 {k} 对顺序正确"),
    "explain_empty": ("write an answer first: an empty answer scores 0", "请先写下你的回答：空白回答得 0 分"),
    "explain_missed": ("Points you did not make:", "你没有提到的要点："),
    # shared UI
    "correct": ("Correct", "正确"),
    "partly": ("Partly correct", "部分正确"),
    "wrong": ("Not quite", "不太对"),
    "score": ("score", "得分"),
    "expected": ("Answer", "答案"),
    "your_answer": ("Your answer", "你的答案"),
    "why": ("Why", "解析"),
    "model_answer": ("Model answer", "参考答案"),
    "self_check": ("Self-check: which of these points did your answer make?",
                   "自查：你的回答提到了下面哪些要点？"),
    "question_n": ("Question {i} of {n}", "第 {i} 题 / 共 {n} 题"),
    "topic": ("Topic", "主题"),
    "kind_single_choice": ("single choice", "单选题"),
    "kind_multiple_choice": ("multiple choice", "多选题"),
    "kind_numeric": ("numeric", "计算题"),
    "kind_ordering": ("ordering", "排序题"),
    "kind_explain": ("explain in words", "简答题"),
    "kind_exercise": ("coding exercise", "编程题"),
    "difficulty_easy": ("easy", "简单"),
    "difficulty_medium": ("medium", "中等"),
    "difficulty_hard": ("hard", "困难"),
    "unit": ("unit", "单位"),
    # CLI prompts
    "cli_intro": ("Attention Dojo quiz: {n} question{n_s}. Type your answer and press Enter; "
                  "'s' skips, 'q' quits.", "Attention Dojo 测验：共 {n} 题。输入答案后回车；输入 s 跳过，q 退出。"),
    "cli_single": ("Your answer (one letter): ", "你的答案（一个字母）："),
    "cli_multiple": ("Your answer (all letters that apply, e.g. A C): ", "你的答案（所有正确选项的字母，例如 A C）："),
    "cli_numeric": ("Your answer: ", "你的答案："),
    "cli_numeric_n": ("Your answer ({n} numbers separated by commas): ", "你的答案（{n} 个数，用逗号分隔）："),
    "cli_ordering": ("Your order (item numbers, e.g. 3 1 2): ", "你的顺序（写编号，例如 3 1 2）："),
    "cli_explain": ("Your answer (several lines; an empty line ends it):",
                    "你的回答（可写多行；空行结束）："),
    "cli_tick": ("Did you make this point? [y/n] ", "你提到这一点了吗？[y/n] "),
    "cli_try_again": ("Try again: ", "请重新输入："),
    "cli_skipped": ("skipped", "已跳过"),
    "cli_bye": ("Stopped.", "已退出。"),
    "cli_no_keys": ("this pack has no answer keys (a released student copy): its questions cannot be checked here",
                    "该题包没有答案（学生版）：无法在此检查答案"),
    "cli_record_intro": ("This copy has no answer keys: your answers are recorded to {path} and graded by your "
                         "instructor. {n} question{n_s} to answer; 's' skips, 'q' quits (answers so far are kept).",
                         "这是不含答案的学生版：你的答案会记录到 {path}，由老师评分。共 {n} 道题待答；"
                         "输入 s 跳过，q 退出（已答的会保留）。"),
    "cli_record_all_done": ("Every question already has an answer in {path}. To answer again, move that file away.",
                            "{path} 中每道题都已作答。想重新作答，请先把这个文件移走。"),
    "cli_recorded": ("recorded", "已记录"),
    "cli_record_summary": ("{k} answer{k_s} recorded now; {answered} of {n} question{n_s} answered in {path}. "
                           "Hand in that file with your exercises/*.py files.",
                           "本次记录 {k} 个答案；{path} 中已答 {answered} / {n} 题。请把这个文件和你的 exercises/*.py 一起提交。"),
    "cli_no_questions": ("no questions match", "没有符合条件的题目"),
    "summary": ("Summary", "总结"),
    "summary_line": ("{correct} of {n} correct, score {score} / {max} ({pct}%)",
                     "{n} 题中答对 {correct} 题，得分 {score} / {max}（{pct}%）"),
    "summary_none": ("No question answered.", "还没有作答。"),
    "summary_left": ("{unreached} question{unreached_s} not reached (not counted)", "另有 {unreached} 题未作答（不计分）"),
    "summary_time": ("time used {used} of {limit}", "用时 {used} / {limit}"),
    "summary_time_open": ("time used {used}", "用时 {used}"),
    "summary_timeout": ("Time was up before the end.", "时间到，未全部完成。"),
    "by_topic": ("By topic", "按主题"),
    "review": ("To review", "建议复习"),
    "status_skipped": ("skipped", "跳过"),
    "status_late": ("after time", "超时提交"),
    "status_unanswered": ("not reached", "未作答"),
    # mock interview
    "mock_title": ("Mock interview", "模拟面试"),
    "mock_intro": ("Mock interview: {nq} question{nq_s} and {ne} coding exercise{ne_s} in {minutes} minutes.",
                   "模拟面试：{minutes} 分钟内完成 {nq} 道题和 {ne} 道编程题。"),
    "time_left": ("Time left: {left}", "剩余时间：{left}"),
    "time_up": ("Time is up.", "时间到。"),
    "cli_exercise": ("Write `{function}` in a file (start from {stub}) and type its path; an empty line skips: ",
                     "在一个文件中实现 `{function}`（可从 {stub} 开始），然后输入文件路径；直接回车跳过："),
    "cli_cannot_read": ("cannot read {path}: {err}", "无法读取 {path}：{err}"),
    # app pages
    "ui_quiz_title": ("Quiz", "测验"),
    "ui_quiz_intro": ("Concept questions on attention, as asked in interviews: single and multiple choice, "
                      "numbers computed from fresh values every time, steps to put in order, and answers in your "
                      "own words checked against a model answer. Every answer comes with an explanation.",
                      "面试中常见的注意力机制概念题：单选、多选、每次数值都不同的计算题、排序题，以及用自己的话作答、"
                      "再对照参考答案自查的简答题。每道题都附有解析。"),
    "ui_questions_available": ("{n} question{n_s} in this pack", "本题包共 {n} 道题"),
    "ui_topics": ("Topics (empty = all)", "主题（留空 = 全部）"),
    "ui_kinds": ("Kinds of question (empty = all)", "题型（留空 = 全部）"),
    "ui_count": ("Number of questions", "题目数量"),
    "ui_start": ("Start", "开始"),
    "ui_new_quiz": ("New quiz", "重新开始"),
    "ui_stop": ("Finish now", "现在结束"),
    "ui_skip": ("Skip", "跳过"),
    "ui_next": ("Next question", "下一题"),
    "ui_see_summary": ("See the summary", "查看总结"),
    "ui_submit": ("Check my answer", "提交答案"),
    "ui_choose_one": ("Choose one answer", "选择一个答案"),
    "ui_choose_all": ("Select every answer that applies", "选出所有正确答案"),
    "ui_numeric_label": ("Your answer", "你的答案"),
    "ui_numeric_help": ("A number such as 26, 0.09, 1/8 or -2.5", "例如 26、0.09、1/8 或 -2.5"),
    "ui_numeric_help_n": ("{n} numbers separated by commas, e.g. 0.09, 0.24, 0.67",
                          "{n} 个数，用逗号分隔，例如 0.09, 0.24, 0.67"),
    "ui_order_help": ("Choose the item for each position, first to last.", "按从先到后的顺序，为每个位置选择一项。"),
    "ui_placeholder": ("Choose an item", "请选择"),
    "ui_position": ("Step {i}", "第 {i} 步"),
    "ui_order_incomplete": ("Choose an item for every step, each item once.", "请为每一步选择一项，每项只能用一次。"),
    "ui_pick_one": ("Choose an answer first.", "请先选择一个答案。"),
    "ui_pick_some": ("Select at least one answer.", "请至少选择一个答案。"),
    "ui_explain_label": ("Your answer, in your own words", "用你自己的话作答"),
    "ui_explain_reveal": ("Show the model answer", "查看参考答案"),
    "ui_explain_score": ("Score my answer", "给我的回答打分"),
    "ui_explain_empty": ("Write your answer first.", "请先写下你的回答。"),
    "ui_answered_n": ("{k} of {n} answered", "已答 {k} / {n} 题"),
    "ui_no_quiz": ("This pack has no quiz questions.", "这个题包没有测验题。"),
    "ui_no_keys": ("This pack is a student copy without answer keys: its questions cannot be checked here.",
                   "这个题包是不含答案的学生版：无法在此检查答案。"),
    "ui_quiz_broken": ("The quiz of this pack could not be loaded. Problems:", "这个题包的测验无法加载。问题如下："),
    "ui_col_n": ("#", "#"),
    "ui_col_kind": ("Kind", "题型"),
    "ui_col_topic": ("Topic", "主题"),
    "ui_col_item": ("Question", "题目"),
    "ui_col_status": ("Status", "状态"),
    "ui_col_score": ("Score", "得分"),
    "ui_col_questions": ("Questions", "题数"),
    "ui_percent": ("Score", "得分率"),
    "ui_correct_metric": ("Correct", "答对"),
    "ui_time_used": ("Time", "用时"),
    "status_answered": ("answered", "已作答"),
    # mock interview page
    "ui_mock_intro": ("A timed round like a real interview: a random mix of concept questions and coding exercises "
                      "against the clock. You get the results at the end; answers after the time is up do not count.",
                      "像真实面试一样计时：随机抽取概念题和编程题，在限定时间内完成。结果在最后统一给出；"
                      "超时提交的答案不计分。"),
    "ui_time_left": ("Time left", "剩余时间"),
    "ui_minutes": ("Minutes", "时长（分钟）"),
    "ui_n_questions": ("Questions", "概念题数量"),
    "ui_n_exercises": ("Coding exercises", "编程题数量"),
    "ui_mock_start": ("Start the interview", "开始面试"),
    "ui_mock_finish": ("I'm done: show the results", "我答完了：查看结果"),
    "ui_mock_new": ("New mock interview", "再来一场"),
    "ui_go_to": ("Item", "题目"),
    "ui_recorded": ("Answer recorded. Results come at the end.", "答案已记录，结果将在最后给出。"),
    "ui_all_done": ("Every item has an answer. Improve an exercise, or finish to see the results.",
                    "所有题目都已作答。可以继续改进编程题，或结束并查看结果。"),
    "ui_code_label": ("Your solution (numpy)", "你的实现（numpy）"),
    "ui_grade": ("Submit the solution", "提交代码"),
    "ui_busy": ("The grader is busy; try again in a moment.", "评分器正忙，请稍后再试。"),
    "ui_verdict_line": ("{verdict}: {passed}/{total} cases", "{verdict}：通过 {passed}/{total} 个用例"),
    "ui_resubmit": ("You may submit again while time is left; the last submission counts.",
                    "时间未到前可以再次提交，以最后一次为准。"),
    "ui_details": ("Review every answer", "逐题回顾"),
    "ui_not_answered": ("Not answered.", "未作答。"),
    "ui_exercise_done": ("Exercise", "编程题"),
}


def t(key: str, lang: str = "en", **params) -> str:
    """The sentence ``key`` in ``lang``. Every int parameter ``x`` also gives ``x_s`` ("" for 1, else "s")
    for English plurals: ``{n} question{n_s}``."""
    en, zh = STRINGS[key]
    template = zh if lang == "zh" else en
    params.update({f"{k}_s": ("" if v == 1 else "s") for k, v in list(params.items())
                   if isinstance(v, int) and not isinstance(v, bool)})
    try:
        return template.format(**params)
    except (KeyError, ValueError, IndexError):
        return template


__all__ = ["STRINGS", "t"]
