# MISTAKE: Uses np.tril without an offset, i.e. top-left alignment (query i sees keys 0..i), instead of bottom-right alignment j <= i + (k_len - q_len); wrong whenever k_len != q_len (KV cache).
import numpy as np


class CausalMask:
    def __init__(self, q_len, k_len=None):
        self.q_len = q_len
        self.k_len = q_len if k_len is None else k_len

    def build(self):
        return np.tril(np.ones((self.q_len, self.k_len), dtype=bool))


def causal_mask(q_len, k_len=None):
    return CausalMask(q_len, k_len).build()
