# Bug report: https://github.com/Dao-AILab/flash-attention/issues/351 (torch SDPA is_causal / flash-attn < 2.1)
# Causal mask aligned to the top-left corner (tril with offset 0) when q_len != k_len: with a KV
# cache the newest query then sees only the first keys instead of all of them.
import numpy as np


def causal_mask(q_len, k_len=None):
    if k_len is None:
        k_len = q_len
    return np.tril(np.ones((q_len, k_len), dtype=bool))
