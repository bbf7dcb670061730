# MISTAKE: The shape is unpacked in the wrong order (b, t, h, hd = x.shape, treating axis 1 as seq), so the output has shape (batch, num_heads, seq*head_dim) instead of (batch, seq, num_heads*head_dim) whenever heads != seq.
# MISTAKE: Transposes with (0, 2, 3, 1) instead of (0, 2, 1, 3), putting the head axis last, so features are interleaved across heads (head-minor) instead of head 0's block first.
import numpy as np


def merge_heads(x):
    b, t, h, hd = x.shape
    return x.transpose(0, 2, 3, 1).reshape(b, t, h * hd)
