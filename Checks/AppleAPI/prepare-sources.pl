#!/usr/bin/env perl
# Prepares the sources one configuration of the Apple API check compiles (see README.md,
# "Availability"): copies Sources/, Linked/ and DocExamples/ (following their symlinks) to
# .build-sources/<platform>/, rewriting Apple availability into availability domains that the
# Linux compiler enforces, and writes the C module that declares those domains for the root
# package's minimum OS versions.
#
#   perl prepare-sources.pl <platform> <minimum major version of that platform>
#   perl prepare-sources.pl tvos 17
#
# Rewrites, for the modelled platform P (iOS, tvOS or watchOS):
#   @available(iOS 18.0, tvOS 18.0, watchOS 11.0, *)  ->  @available(AppleOS18)
#   #available(...) / #unavailable(...)               ->  #available(AppleOS18) / ...
#   @available(P, unavailable[, message: ...])        ->  @available(*, unavailable[, ...])
#   @available(<other platform>, unavailable)         ->  (removed)
# A list without P but with `*` means "available" on P: the attribute is removed and a check
# becomes `#available(AppleOS17)`, the floor, which is always available. A check of a version
# the minimum already guarantees is reported the way Apple's compiler reports it.
# Each copy (X.prepared.swift) keeps its line numbers and names its original path
# (#sourceLocation), so errors point at the real file.
use strict;
use warnings;
use File::Find;
use File::Path qw(make_path);
use File::Basename qw(dirname);
use Cwd qw(abs_path);

my ($platform, $minimum) = @ARGV;
my %names = (ios => 'iOS', tvos => 'tvOS', watchos => 'watchOS');
die "usage: prepare-sources.pl ios|tvos|watchos <minimum major version>\n"
  unless defined $minimum && $names{$platform} && $minimum =~ /^\d+$/;
my $checked = $names{$platform};

my $package = abs_path(dirname(__FILE__));
my $out = "$package/.build-sources/$platform";

# The releases modelled, by the iOS version of the year: iOS/tvOS 17 = watchOS 10 = macOS 14 =
# visionOS 1, then 18 (watchOS 11, macOS 15, visionOS 2), then 26 (every platform).
my @releases = (17, 18, 26);

# The release of version `major` of `name`, by the iOS version of its year.
sub year_release {
  my ($name, $major) = @_;
  return
      $major >= 26 ? $major
    : $name eq 'watchOS' ? $major + 7
    : $name eq 'macOS' ? $major + 3
    : $name eq 'visionOS' ? $major + 16
    : $major;
}

# The same, with everything older than the first modelled release counted as that release.
sub release {
  my $release = year_release(@_);
  return $release < $releases[0] ? $releases[0] : $release;
}

my $floor = year_release($checked, $minimum);
die "the stand-ins model availability from the release of iOS $releases[0] on; the root "
  . "package asks for $checked $minimum\n" if $floor < $releases[0];
die "no availability domain models $checked $minimum: add its release to \@releases\n"
  unless grep { $_ == $floor } @releases;

my @problems;
my %written;

# The rewrite of one availability list, or undef to leave it as it is.
sub rewrite {
  my ($kind, $list, $where) = @_;
  my @entries = map { s/^\s+|\s+$//gr } split /,/, $list;
  my $platforms = qr/^(iOS|tvOS|watchOS|macOS|visionOS|macCatalyst)(ApplicationExtension)?$/;
  if (@entries >= 2 && $entries[0] =~ $platforms) {
    my $name = $1;
    if ($entries[1] eq 'unavailable') {
      return '' if $name ne $checked;
      return '@available(' . join(', ', '*', @entries[1 .. $#entries]) . ')';
    }
    push @problems, "$where: error: write '$kind($list)' in short form "
      . "(\@available($name 17.0, *)) or as unavailable, so the Apple API check can model it";
    return undef;
  }
  my ($version, $apple) = (undef, 0);
  for my $entry (@entries) {
    next if $entry eq '*';
    return undef unless $entry =~ /^(\w+)\s+(\d+)(?:\.\d+)*$/;
    my ($name, $major) = ($1, $2);
    return undef unless $name =~ $platforms;
    $apple = 1;
    $version = $major if $name eq $checked;
  }
  return undef unless $apple;
  if (!defined $version) {
    return '' if $kind eq '@available';
    return "$kind(AppleOS$releases[0])";
  }
  my $release = release($checked, $version);
  unless (grep { $_ == $release } @releases) {
    push @problems, "$where: error: no availability domain models $checked $version";
    return undef;
  }
  if ($kind ne '@available' && $release <= $floor) {
    push @problems, "$where: warning: unnecessary check for '$checked'; minimum deployment "
      . "target ($checked $minimum) ensures guard will always be true";
  }
  return "$kind(AppleOS$release)";
}

# Writes `text` to `path` unless it is there already, so unchanged files keep their dates.
sub write_file {
  my ($path, $text) = @_;
  $written{$path} = 1;
  if (open my $existing, '<', $path) {
    local $/;
    my $old = <$existing>;
    close $existing;
    return if defined $old && $old eq $text;
  }
  make_path(dirname($path));
  open my $file, '>', $path or die "cannot write $path: $!\n";
  print $file $text;
  close $file;
}

for my $root (qw(Sources Linked DocExamples)) {
  next unless -d "$package/$root";
  find({
    follow => 1,
    no_chdir => 1,
    wanted => sub {
      return unless -f $_ && /\.swift$/;
      my $relative = substr($File::Find::name, length("$package/"));
      my $original = abs_path($File::Find::name);
      open my $file, '<', $File::Find::name or die "cannot read $File::Find::name: $!\n";
      my @lines = <$file>;
      close $file;
      my $rewritten = 0;
      for my $index (0 .. $#lines) {
        next if $lines[$index] =~ m{^\s*//};  # a comment may name availability in its prose
        my $where = "$original:" . ($index + 1);
        $lines[$index] =~ s{(#available|#unavailable|\@available)\s*\(([^()]*)\)}{
          my $new = rewrite($1, $2, $where);
          defined $new ? do { $rewritten = 1; $new } : "$1($2)"
        }ge;
      }
      # The domains come with `import UIKit` or `import SwiftUI`; the stand-ins import them, and
      # so does a library file that has neither (Feedback), publicly when it has public
      # declarations, which carry the domains too.
      my $text = join '', @lines;
      my $header =
          !$rewritten ? "\n"
        : $relative =~ m{^Sources/} ? "\@_exported public import AppleOSAvailability\n"
        : $relative =~ m{^Linked/} && $text !~ /^\s*(?:\w+\s+)?import\s+(?:UIKit|SwiftUI)\b/m
          ? ($text =~ /^\s*public\s/m ? "public " : "") . "import AppleOSAvailability\n"
        : $text !~ /^\s*(?:\w+\s+)?import\s+(?:UIKit|SwiftUI)\b/m ? "import AppleOSAvailability\n"
        : "\n";
      # A name of its own: the copy and the original (#sourceLocation) need distinct #fileIDs.
      write_file(
        "$out/" . ($relative =~ s/\.swift$/.prepared.swift/r),
        $header . "#sourceLocation(file: \"$original\", line: 1)\n" . $text);
    },
  }, "$package/$root");
}

# The domains: the releases up to the minimum are always available, later ones only behind
# `#available`.
my $domains = join '', map {
  $_ <= $floor
    ? "CLANG_ALWAYS_ENABLED_AVAILABILITY_DOMAIN(AppleOS$_);\n"
    : "CLANG_DYNAMIC_AVAILABILITY_DOMAIN(AppleOS$_, apple_api_is_newer_release);\n"
} @releases;
write_file("$out/AppleOSAvailability/include/AppleOSAvailability.h", <<"HEADER");
// Generated by Checks/AppleAPI/prepare-sources.pl: the OS releases of the $platform configuration,
// whose minimum is $checked $minimum. Do not edit.
#include <availability_domain.h>

int apple_api_is_newer_release(void);

$domains
HEADER
write_file("$out/AppleOSAvailability/AppleOSAvailability.c", <<"SOURCE");
// Generated by Checks/AppleAPI/prepare-sources.pl. Nothing runs: the check only compiles.
#include "AppleOSAvailability.h"

int apple_api_is_newer_release(void) { return 0; }
SOURCE

# Files whose original is gone.
find({
  no_chdir => 1,
  wanted => sub { unlink $_ if -f $_ && !$written{$_} },
}, $out) if -d $out;

print STDERR "$_\n" for @problems;
exit(grep({ /: error: / } @problems) ? 1 : 0);
