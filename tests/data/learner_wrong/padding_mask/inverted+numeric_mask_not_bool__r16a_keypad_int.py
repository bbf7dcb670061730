# WRONG: polarity inverted (True/1 = padding, PyTorch key_padding_mask convention) AND returns int 0/1 instead of bool
import numpy as np

def padding_mask(lengths, max_len):
    lengths = np.asarray(lengths)
    return (np.arange(max_len)[None, :] >= lengths[:, None]).astype(int)
