"""Correct: positions broadcast to the batch, compared with the lengths as a column."""
import numpy as np

def padding_mask(lengths, max_len):
    lengths = np.array(lengths, dtype=np.int64).reshape(-1, 1)
    positions = np.broadcast_to(np.arange(max_len), (lengths.shape[0], max_len))
    return positions < lengths
