# MISTAKE: Uses PyTorch key_padding_mask polarity (positions >= length), so True marks the padding instead of the real tokens.
import numpy as np


def padding_mask(lengths, max_len):
    lengths = np.asarray(lengths)
    return np.arange(max_len)[None, :] >= lengths[:, None]
