# MISTAKE: the diagonal offset is abs(k_len - q_len), so when q_len > k_len the mask is shifted the wrong way (the first rows see keys instead of being all False).
import numpy as np


def causal_mask(q_len, k_len=None):
    if k_len is None:
        k_len = q_len
    offset = abs(k_len - q_len)
    # distance of key j behind query i, measured in the key sequence
    behind = np.subtract.outer(np.arange(q_len) + offset, np.arange(k_len))
    return behind >= 0
