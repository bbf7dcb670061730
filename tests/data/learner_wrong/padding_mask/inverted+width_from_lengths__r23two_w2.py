# MISTAKE: Polarity inverted (PyTorch key_padding_mask convention): True marks padding and False real tokens.
# MISTAKE: The width is max(lengths) instead of the max_len argument, so a batch with extra room gets too few columns.
import numpy as np


def padding_mask(lengths, max_len):
    lengths = np.asarray(lengths)
    width = int(lengths.max()) if lengths.size else max_len
    positions = np.arange(width)[None, :]
    return positions >= lengths[:, None]
