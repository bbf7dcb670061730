# WRONG: PyTorch key_padding_mask convention, arange >= lengths (True = padding, inverted polarity); and it indexes lengths[:, None] directly, so a Python list input raises TypeError.
import numpy as np


def padding_mask(lengths, max_len):
    return np.arange(max_len)[None, :] >= lengths[:, None]
