# https://github.com/ml-explore/mlx/pull/2967
# "causal" is lower-right aligned when q_len <= k_len but silently switches to upper-left when
# q_len > k_len: the first q_len - k_len rows are not all False.
import numpy as np


def causal_mask(q_len, k_len=None):
    if k_len is None:
        k_len = q_len
    i = np.arange(q_len)[:, None]
    j = np.arange(k_len)[None, :]
    if q_len <= k_len:
        return j <= i + (k_len - q_len)
    return j <= i                                           # upper-left for the long-query case
