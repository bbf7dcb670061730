# https://github.com/RVC-Boss/GPT-SoVITS/issues/965
# triu(..., diagonal=1) used as the ALLOWED set's complement with the wrong offset: the causal mask
# leaves out the diagonal, so a token may not look at itself (j < i + offset instead of <=).
import numpy as np


def causal_mask(q_len, k_len=None):
    if k_len is None:
        k_len = q_len
    blocked = np.triu(np.ones((q_len, k_len), dtype=bool), k=k_len - q_len)
    return ~blocked
