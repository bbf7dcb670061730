"""UI sentences of the quiz (CLI and app pages) in English and Simplified Chinese."""

from __future__ import annotations

STRINGS: dict[str, tuple[str, str]] = {
    # answer parsing and checking
    "nothing": ("(nothing)", "（未选择）"),
    "empty_answer": ("type an answer", "请输入答案"),
    "bad_number": ("{token!s} is not a number (write e.g. 26, 0.09, 1/8 or -2.5)",
                   "{token!s} 不是数字（例如 26、0.09、1/8 或 -2.5）"),
    "need_n_numbers": ("this question wants {n} number(s), got {got}", "本题需要 {n} 个数，你给了 {got} 个"),
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
    "cli_intro": ("Attention Dojo quiz: {n} question(s). Type your answer and press Enter; "
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
    "cli_no_questions": ("no questions match", "没有符合条件的题目"),
    "summary": ("Summary", "总结"),
    "summary_line": ("{correct} of {n} correct, score {score} / {max} ({pct}%)",
                     "{n} 题中答对 {correct} 题，得分 {score} / {max}（{pct}%）"),
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
    "mock_intro": ("Mock interview: {nq} question(s) and {ne} coding exercise(s) in {minutes} minutes.",
                   "模拟面试：{minutes} 分钟内完成 {nq} 道题和 {ne} 道编程题。"),
    "time_left": ("Time left: {left}", "剩余时间：{left}"),
    "time_up": ("Time is up.", "时间到。"),
    "cli_exercise": ("Write `{function}` in a file (start from {stub}) and type its path; an empty line skips: ",
                     "在一个文件中实现 `{function}`（可从 {stub} 开始），然后输入文件路径；直接回车跳过："),
    "cli_cannot_read": ("cannot read {path}: {err}", "无法读取 {path}：{err}"),
}


def t(key: str, lang: str = "en", **params) -> str:
    en, zh = STRINGS[key]
    template = zh if lang == "zh" else en
    try:
        return template.format(**params)
    except (KeyError, ValueError, IndexError):
        return template


__all__ = ["STRINGS", "t"]
