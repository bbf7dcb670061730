# Wrong: ported from torch.triu(ones, diagonal=1) "is masked": polarity inverted (True = future/masked) and returns float 0/1 instead of bool.
import numpy as np


def causal_mask(q_len, k_len=None):
    k_len = k_len or q_len
    return np.triu(np.ones((q_len, k_len)), k=k_len - q_len + 1)
