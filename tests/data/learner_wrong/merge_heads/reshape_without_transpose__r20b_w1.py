# MISTAKE: reshapes (batch, heads, seq, head_dim) straight to (batch, seq, heads*head_dim) without moving the head axis behind the sequence axis first -- mixes tokens.
import numpy as np


def merge_heads(x):
    batch, heads, seq, hd = x.shape
    return x.reshape(batch, seq, heads * hd)
