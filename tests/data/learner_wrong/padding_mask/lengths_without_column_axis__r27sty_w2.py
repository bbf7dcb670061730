# MISTAKE: lengths is compared with the tiled positions without a trailing axis (lengths[:, None] is missing), so it broadcasts along the position axis: it raises for batch != max_len (unless batch == 1) and gives a transposed mask when batch == max_len.
import numpy as np


def padding_mask(lengths, max_len):
    lengths = np.asarray(lengths)
    batch = lengths.shape[0]
    positions = np.tile(np.arange(max_len), (batch, 1))
    return np.less(positions, lengths)
