# https://github.com/pytorch/pytorch/issues/108108 — SDPA is_causal's top-left alignment: query i sees key j iff j <= i, ignoring the k_len - q_len offset (wrong whenever q_len != k_len).
import numpy as np


def causal_mask(q_len, k_len=None):
    if k_len is None:
        k_len = q_len
    return np.tril(np.ones((q_len, k_len), dtype=bool))
