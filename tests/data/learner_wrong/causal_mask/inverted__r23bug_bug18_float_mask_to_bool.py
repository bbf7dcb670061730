# SOURCE: https://github.com/huggingface/transformers/pull/38094
# MISTAKE: Builds the additive float mask (0 where allowed, dtype-min where in the future) and then converts it with .astype(bool); nonzero -> True, so the boolean mask is inverted (True marks the future keys) instead of True = may attend.
import numpy as np


def causal_mask(q_len, k_len=None):
    if k_len is None:
        k_len = q_len
    offset = k_len - q_len
    i = np.arange(q_len)[:, None]
    j = np.arange(k_len)[None, :]
    min_val = np.finfo(np.float32).min
    float_mask = np.where(j <= i + offset, 0.0, min_val).astype(np.float32)
    return float_mask.astype(bool)
