# MISTAKE: Reshapes (batch, num_heads, seq_len, head_dim) straight to (batch, seq_len, num_heads * head_dim) without moving the head axis behind the sequence axis first, which mixes tokens.
import numpy as np


class HeadMerger:
    def __init__(self, x):
        self.x = np.asarray(x)
        self.batch, self.heads, self.seq, self.hd = self.x.shape

    @property
    def d_model(self):
        return self.heads * self.hd

    def merge(self):
        return self.x.reshape(self.batch, self.seq, self.d_model).copy()


def merge_heads(x):
    return HeadMerger(x).merge()
