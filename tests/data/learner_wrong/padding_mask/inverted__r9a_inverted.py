# WRONG: PyTorch key_padding_mask convention, True = padding (the whole mask is inverted)
import numpy as np


def padding_mask(lengths, max_len):
    lengths = np.asarray(lengths)
    return np.arange(max_len)[None, :] >= lengths[:, None]
