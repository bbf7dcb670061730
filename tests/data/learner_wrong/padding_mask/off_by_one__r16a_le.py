# WRONG: t <= length instead of t < length: one extra True (the first padding slot is attendable)
import numpy as np

def padding_mask(lengths, max_len):
    lengths = np.asarray(lengths)
    return np.arange(max_len) <= lengths[:, None]
