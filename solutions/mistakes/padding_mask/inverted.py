import numpy as np


def padding_mask(lengths, max_len):
    lengths = np.asarray(lengths)
    # True marks the padding (PyTorch's key_padding_mask meaning), not the real tokens
    return np.arange(max_len)[None, :] >= lengths[:, None]
