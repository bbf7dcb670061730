# wrong: torch.triu(ones, diagonal=1) habit -> 1.0 marks the FUTURE (polarity flipped: 1 = masked) AND returns float64 0/1 instead of bool
import numpy as np


def causal_mask(q_len, k_len=None):
    if k_len is None:
        k_len = q_len
    offset = k_len - q_len
    return np.triu(np.ones((q_len, k_len)), k=1 + offset)
