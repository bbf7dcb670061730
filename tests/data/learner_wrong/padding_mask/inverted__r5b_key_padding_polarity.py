# mistake: PyTorch key_padding_mask polarity, True = padding
import numpy as np


def padding_mask(lengths, max_len):
    lengths = np.asarray(lengths)
    mask = np.ones((lengths.shape[0], max_len), dtype=bool)
    for b in range(lengths.shape[0]):
        mask[b, : lengths[b]] = False
    return mask
