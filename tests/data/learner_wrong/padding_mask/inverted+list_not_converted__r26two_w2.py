# MISTAKE: the polarity is PyTorch key_padding_mask's (True = padding, t >= length) instead of True = real token.
# MISTAKE: lengths is indexed as lengths[:, None] without np.asarray, so a plain Python list raises TypeError.
import numpy as np


def padding_mask(lengths, max_len):
    t = np.arange(max_len)
    return t >= lengths[:, None]
