# WRONG: PyTorch key_padding_mask convention: True marks PADDING (t >= L_b), the opposite of the required True = real token.
import numpy as np


def padding_mask(lengths, max_len):
    lengths = np.asarray(lengths)
    return np.arange(max_len)[None, :] >= lengths[:, None]
