# MISTAKE: positions are numbered from 1 (np.arange(1, max_len + 1)), so the last real token of every non-empty sequence is marked False.
import numpy as np


def padding_mask(lengths, max_len):
    lengths = np.asarray(lengths)
    positions = np.arange(1, max_len + 1)
    return positions[np.newaxis, :] < lengths[:, np.newaxis]
