# MISTAKE: Only the first sentence of the batch is merged (x[0] ... [None]), so batch > 1 loses every other sentence.
# MISTAKE: Plain reshape of (num_heads, seq_len, head_dim) to (seq_len, d_model) without moving the head axis behind the sequence axis, which mixes tokens.
import numpy as np


def merge_heads(x):
    num_heads, seq_len, head_dim = x.shape[1:]
    merged = x[0].reshape(seq_len, num_heads * head_dim)
    return merged[None]
