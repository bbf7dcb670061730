# SOURCE: https://github.com/stevezheng23/reading_comprehension_tf/pull/217
# MISTAKE: The diagonal is masked too (strict inequality j < i + offset): a token may not attend to itself, so the first query of a square mask has no allowed key at all.
import numpy as np


def causal_mask(q_len, k_len=None):
    if k_len is None:
        k_len = q_len
    offset = k_len - q_len
    i = np.arange(q_len)[:, None]
    j = np.arange(k_len)[None, :]
    return j < i + offset
