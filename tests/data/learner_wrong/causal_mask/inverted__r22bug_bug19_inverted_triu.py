# SOURCE: https://github.com/hkproj/pytorch-transformer/issues/19
# MISTAKE: Builds the mask with triu(ones, diagonal=1) and returns it as is, without the `== 0` that flips it: True ends up on the FUTURE keys (the positions to hide) and False on the allowed ones, the opposite of the True = may-attend convention.
import numpy as np


def causal_mask(q_len, k_len=None):
    if k_len is None:
        k_len = q_len
    offset = k_len - q_len
    mask = np.triu(np.ones((q_len, k_len), dtype=np.int64), k=1 + offset)
    return mask.astype(bool)
